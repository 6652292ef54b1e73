import { Flower2 } from "~/shared/ui/icons/drawn/flower2";
import { House } from "~/shared/ui/icons/drawn/house";
import { Settings } from "~/shared/ui/icons/drawn/settings";
import { Users } from "~/shared/ui/icons/drawn/users";
import { Wallet } from "~/shared/ui/icons/drawn/wallet";
import { useLocation } from "react-router";
import { isCurrentPage, PageLink } from "./page-link";

const TABS = [
  { to: "/wallet", label: "Carteira", Icon: Wallet },
  { to: "/profiles", label: "Perfis", Icon: Users },
  { to: "/", label: "Início", Icon: House },
  { to: "/homenagens", label: "Homenagens", Icon: Flower2 },
  { to: "/account-settings", label: "Conta", Icon: Settings },
];

/** Logged-in navigation on small screens; the active tab is marked for eyes and screen readers. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Atalhos da conta"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sky-200 bg-white desk:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-between px-2">
        {TABS.map(({ to, label, Icon }) => {
          const current = isCurrentPage(pathname, to, true);
          return (
            <li key={to} className="flex-1">
              <PageLink
                to={to}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold no-underline ${current ? "text-sky-800" : "text-ink-soft"}`}
              >
                <Icon className={`h-5 w-5 ${current ? "stroke-[2.5]" : ""}`} aria-hidden="true" />
                <span className={current ? "underline underline-offset-4" : ""}>{label}</span>
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
