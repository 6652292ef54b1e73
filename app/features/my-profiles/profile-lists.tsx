import { X } from "~/shared/ui/icons";
import { Link } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/profile-lists";
import { ActivityRow, ProfileRow } from "./components/profile-rows";
import { listActivitiesByUser, listProfilesByUser } from "./my-profiles.server";
import { paging } from "~/shared/paging";

const PAGE_SIZE = 10;

function isActivities(request: Request): boolean {
  return new URL(request.url).pathname === "/yoursProfilesActivities";
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title:
      location.pathname === "/yoursProfilesActivities" ? "Atividades nos seus perfis" : "Perfis que você administra",
    description: "Sua conta no memorial.",
    path: location.pathname,
    noindex: true,
  });

/** The full lists behind /profiles: every memorial I administer, every activity on them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const url = new URL(request.url);
  const page = paging(url.searchParams.get("pagina"), PAGE_SIZE, { limit: PAGE_SIZE, max: PAGE_SIZE });
  if (isActivities(request)) {
    return {
      kind: "activities" as const,
      list: await listActivitiesByUser(actor, actor.id, page),
      path: url.pathname,
      now: new Date().toISOString(),
    };
  }
  return {
    kind: "profiles" as const,
    list: await listProfilesByUser(actor, actor.id, page),
    path: url.pathname,
    now: new Date().toISOString(),
  };
}

export default function ProfileLists({ loaderData }: Route.ComponentProps) {
  const { kind, list, path } = loaderData;
  const now = new Date(loaderData.now);
  const title = kind === "activities" ? "Atividades nos seus perfis" : "Perfis que você administra";
  const totalPages = Math.max(1, Math.ceil(list.total / list.limit));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl">{title}</h1>
        <Link
          to="/profiles"
          aria-label="Fechar"
          className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-sky-50"
        >
          <X className="h-6 w-6" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-6 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        {list.items.length === 0 ? (
          <p className="text-ink-soft">
            {kind === "activities" ? "Nenhuma atividade nos seus perfis" : "Você ainda não administra nenhum perfil"}
          </p>
        ) : kind === "activities" ? (
          <ul className="divide-y divide-sky-100">
            {loaderData.list.items.map((activity) => (
              <ActivityRow key={`${activity.tribute_type}-${activity.id}`} activity={activity} now={now} />
            ))}
          </ul>
        ) : (
          <ul className="divide-y divide-sky-100">
            {loaderData.list.items.map((profile) => (
              <ProfileRow key={profile.id} profile={profile} />
            ))}
          </ul>
        )}
      </div>
      <Pagination page={list.page} totalPages={totalPages} hrefFor={(n) => `${path}?pagina=${n}`} />
    </div>
  );
}
