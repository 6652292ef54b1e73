import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { X } from "~/shared/ui/icons/drawn/x";
import type { ShellUser } from "./shell-user";
import { ServerMarkup } from "../server-markup";
import { PageLink } from "./page-link";
import { SiteSearchForm } from "./site-search";

/**
 * The slide-in menu. A <details> disclosure, so it opens without JavaScript; the enhancement
 * script (app/enhance/shell.ts) moves focus into the open panel and keeps Tab there, and closes it on
 * Escape, on a click outside and when a link is followed.
 *
 * The panel and backdrop are position:fixed: no ancestor may set transform, filter or
 * backdrop-filter, or they would be sized to that ancestor instead of the viewport.
 */
export function SlideMenu({ user, trigger }: { user: ShellUser | null; trigger: React.ReactNode }) {
  const createProfile = user?.type === "partner" ? "/create-simplified-profile" : "/create-loved-one-profile";

  return (
    <details {...hook(HOOK.menu)} className="group shrink-0">
      <summary
        aria-label="Abrir menu"
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full hover:bg-sky-50 [&::-webkit-details-marker]:hidden"
      >
        {trigger}
      </summary>
      <div className="fixed inset-0 z-40 bg-ink/30" aria-hidden="true" {...hook(HOOK.menuClose)} />
      <div
        {...hook(HOOK.menuPanel)}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto overscroll-contain bg-white p-4 shadow-xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="font-serif text-lg font-semibold">Menu</span>
          <button
            type="button"
            {...hook(HOOK.menuClose)}
            aria-label="Fechar menu"
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-sky-50"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        {/* A plain GET form: server markup only (decision 069). */}
        <ServerMarkup name="site-search">{import.meta.env.SSR ? <SiteSearchForm /> : null}</ServerMarkup>
        <nav aria-label="Menu">
          <ul className="flex flex-col gap-1">
            <MenuLink to="/">Página Inicial</MenuLink>
            {user ? (
              <>
                <MenuLink to="/account">Minha Conta</MenuLink>
                <li>
                  <ul className="ml-4 flex flex-col gap-1 border-l border-sky-200 pl-2">
                    <MenuLink to="/wallet">Carteira</MenuLink>
                    <MenuLink to="/profiles">Meus Perfis</MenuLink>
                    <MenuLink to="/homenagens">Homenagens</MenuLink>
                    <MenuLink to="/meus-dados">Meus dados</MenuLink>
                  </ul>
                </li>
                <MenuLink to={createProfile}>Criar um perfil</MenuLink>
              </>
            ) : (
              <>
                <MenuLink to="/homenagens">Homenagens</MenuLink>
                <MenuLink to="/register">Criar um perfil</MenuLink>
              </>
            )}
            <MenuLink to="/sobre-nos">Sobre nós</MenuLink>
            <MenuLink to="/blog">Blog</MenuLink>
            <MenuLink to="/pacotes">Pacotes</MenuLink>
            <MenuLink to="/contato">Contato</MenuLink>
            {!user && <MenuLink to="/login">Entrar</MenuLink>}
          </ul>
        </nav>
      </div>
    </details>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <PageLink to={to} className="block rounded-lg px-3 py-2.5 font-semibold text-ink no-underline hover:bg-sky-50">
        {children}
      </PageLink>
    </li>
  );
}
