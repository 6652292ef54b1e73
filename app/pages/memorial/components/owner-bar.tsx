import { LayoutDashboard } from "~/shared/ui/icons";

const WHO: Record<"administrator" | "editor" | "site-admin", string> = {
  administrator: "Você administra este memorial.",
  editor: "Você ajuda a editar este memorial.",
  "site-admin": "Você está vendo este memorial como administrador do site.",
};

/**
 * The bar above a memorial for the people who look after it: one link to its panel, where every
 * management task is (plan, plaque, privacy, tributes, contacts, gallery, playlist, editing). Plain
 * markup and no script: the page's JavaScript stays what visitors get.
 */
export function OwnerBar({ href, role }: { href: string; role: keyof typeof WHO }) {
  return (
    <nav
      aria-label="Gestão do memorial"
      data-owner-bar
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3"
    >
      <p className="font-semibold text-ink">{WHO[role]}</p>
      <a href={href} className="btn btn-primary">
        <LayoutDashboard className="h-5 w-5" aria-hidden="true" /> Painel do memorial
      </a>
    </nav>
  );
}
