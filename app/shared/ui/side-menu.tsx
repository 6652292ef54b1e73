import { Flower2, House, Plus, Users, Wallet } from "~/shared/ui/icons";
import { NavLink } from "react-router";

const LINKS = [
  { to: "/account", label: "Minha Conta", Icon: House },
  { to: "/wallet", label: "Carteira", Icon: Wallet },
  { to: "/profiles", label: "Meus Perfis", Icon: Users },
  { to: "/homenagens", label: "Homenagens", Icon: Flower2 },
];

/** Side navigation of the account, wallet and tribute screens; hidden at 1024 px and below (spec). */
export function SideMenu({ partner }: { partner: boolean }) {
  return (
    <nav aria-label="Minha conta" className="hidden w-60 flex-none desk:block">
      <ul className="sticky top-20 space-y-1">
        {LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              reloadDocument
              to={to}
              end
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold no-underline ${isActive ? "bg-sky-100 text-sky-800" : "text-ink hover:bg-sky-50"}`
              }
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
        <li className="pt-3">
          <NavLink
            reloadDocument
            to={partner ? "/create-simplified-profile" : "/create-loved-one-profile"}
            className="btn btn-primary w-full"
          >
            <Plus className="h-5 w-5" aria-hidden="true" /> Criar perfil
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
