import { Menu } from "~/shared/ui/icons/drawn/menu";
import { Search } from "~/shared/ui/icons/drawn/search";
import { useLocation } from "react-router";
import type { SiteInfo } from "~/shared/ui/seo";
import { LogoMark } from "./logo";
import { isCurrentPage, PageLink } from "./page-link";
import type { ShellUser } from "./shell-user";
import { SITE_SEARCHES } from "./site-search";
import { SlideMenu } from "./slide-menu";

/** The searches come first, from 1024 px up (below, the slide-in menu's search box offers them). */
const LINKS = [
  { to: SITE_SEARCHES.profiles.path, label: SITE_SEARCHES.profiles.label, search: true },
  { to: SITE_SEARCHES.cemeteries.path, label: SITE_SEARCHES.cemeteries.label, search: true },
  { to: "/sobre-nos", label: "Sobre nós", search: false },
  { to: "/blog", label: "Blog", search: false },
  { to: "/pacotes", label: "Pacotes", search: false },
];

export function Navbar({ site, user }: { site: SiteInfo; user: ShellUser | null }) {
  const { pathname } = useLocation();
  return (
    // No backdrop-filter (or transform/filter) here: it would make the header the containing block of
    // the slide-in menu's position:fixed panel and backdrop, shrinking them to the header's 64 px.
    // While the menu is open the header (its stacking context) rises above toasts (z-50).
    <header className="sticky top-0 z-40 border-b border-sky-200/70 bg-white has-[[data-menu][open]]:z-60">
      <nav aria-label="Principal" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3">
        <SlideMenu user={user} trigger={<Menu className="h-6 w-6" aria-hidden="true" />} />
        <PageLink
          to="/"
          className="flex shrink-0 items-center gap-2 rounded font-serif text-lg font-semibold text-ink no-underline"
        >
          <LogoMark />
          {/* Signed in on a phone, the greeting needs the room: the name stays for screen readers. */}
          <span className={user ? "sr-only sm:not-sr-only" : undefined}>{site.name}</span>
        </PageLink>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => {
            const current = isCurrentPage(pathname, link.to);
            return (
              <li key={link.to} className={link.search ? "hidden lg:block" : undefined}>
                <PageLink
                  to={link.to}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold whitespace-nowrap no-underline hover:bg-sky-50 ${current ? "text-sky-800 underline underline-offset-4" : "text-ink"}`}
                >
                  {link.search && <Search className="h-4 w-4" aria-hidden="true" />}
                  {link.label}
                </PageLink>
              </li>
            );
          })}
        </ul>
        <div className="ml-auto flex min-w-0 items-center gap-2 md:ml-2">
          {user ? (
            <>
              {/* A partner is greeted by its company's name: on a phone it may take two lines. */}
              <span
                data-greeting
                className="line-clamp-2 min-w-0 text-sm leading-tight font-semibold break-words sm:text-base"
              >
                Olá, {user.greetingName}!
              </span>
              <form method="post" action="/logout" className="shrink-0">
                <button type="submit" className="btn btn-secondary min-h-10 whitespace-nowrap px-3 py-1.5 sm:px-4">
                  Sair da conta
                </button>
              </form>
            </>
          ) : (
            <PageLink to="/login" className="btn btn-primary min-h-10 px-5 py-1.5">
              Entrar
            </PageLink>
          )}
        </div>
      </nav>
    </header>
  );
}
