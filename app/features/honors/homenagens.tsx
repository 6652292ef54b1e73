import { Link } from "react-router";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/homenagens";
import { HONORS, type Honor } from "./honors";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Homenagens",
    description: "Acenda uma vela, deixe uma mensagem ou compartilhe uma lembrança de quem você ama.",
    path: "/homenagens",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.ctx.actor();
  return { signedIn: Boolean(user), partner: user?.type === "partner" };
}

const ORDER: Honor[] = ["photo", "candle", "message"];

/** The tribute hub: three cards, each to the choice of a memorial for that tribute. */
export default function Homenagens({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      {loaderData.signedIn && <SideMenu partner={loaderData.partner} />}
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl">Homenagens</h1>
        <p className="mt-3 max-w-2xl text-ink-soft">
          Escolha como você quer homenagear quem partiu. Em seguida, encontre o memorial.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {ORDER.map((honor) => {
            const { card, text, Icon } = HONORS[honor];
            return (
              <li key={honor}>
                <article className="relative flex h-full flex-col items-center rounded-2xl border border-sky-200 bg-white p-6 text-center shadow-sm hover:border-sky-600">
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-warm-100 text-gold">
                    <Icon className="h-7 w-7" aria-hidden="true" />
                  </span>
                  <h2 className="mt-4 text-xl">
                    <Link
                      to={`/${honor}/choose-profiles`}
                      className="text-ink no-underline after:absolute after:inset-0 after:rounded-2xl hover:underline"
                    >
                      {card}
                    </Link>
                  </h2>
                  <p className="mt-2 text-ink-soft">{text}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
