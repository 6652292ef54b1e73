import { Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { SiteInfo } from "~/shared/ui/seo";
import { LogoMark } from "./logo";
import type { ShellUser } from "./shell";
import { SlideMenu } from "./slide-menu";

const LINKS = [
  { to: "/sobre-nos", label: "Sobre nós" },
  { to: "/blog", label: "Blog" },
  { to: "/pacotes", label: "Pacotes" },
];

export function Navbar({ site, user }: { site: SiteInfo; user: ShellUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-sky-200/70 bg-white/90 backdrop-blur">
      <nav aria-label="Principal" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <SlideMenu user={user} trigger={<Menu className="h-6 w-6" aria-hidden="true" />} />
        <Link to="/" className="flex items-center gap-2 rounded font-serif text-lg font-semibold text-ink no-underline">
          <LogoMark />
          <span>{site.name}</span>
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `rounded-full px-3 py-2 font-semibold no-underline hover:bg-sky-50 ${isActive ? "text-sky-800 underline underline-offset-4" : "text-ink"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {user ? (
            <>
              <span className="hidden font-semibold sm:inline">Olá, {user.firstName}!</span>
              <form method="post" action="/logout">
                <button type="submit" className="btn btn-secondary min-h-10 px-4 py-1.5">
                  Sair da conta
                </button>
              </form>
            </>
          ) : (
            <Link to="/login" className="btn btn-primary min-h-10 px-5 py-1.5">
              Entrar
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
