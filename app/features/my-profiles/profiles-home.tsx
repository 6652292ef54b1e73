import { Form, Link, redirect } from "react-router";
import {
  discardDraft,
  listMyDrafts,
  listPartnerMemorials,
  resendCustomerInvite,
} from "~/features/profile-editor/index.server";
import { requireUser } from "~/shared/auth/guards.server";
import { formRefusal, readFormData } from "~/shared/http/forms.server";
import { paging } from "~/shared/paging";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/profiles-home";
import { PartnerMemorialsSection } from "./components/partner-memorials";
import { ActivityRow, DraftRow, ProfileRow } from "./components/profile-rows";
import { listActivitiesByUser, listProfilesByUser } from "./my-profiles.server";

const PARTNER_PAGE_SIZE = 10;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Meus Perfis",
    description: "Os memoriais que você administra.",
    path: "/profiles",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const partner = actor.type === "partner";
  const partnerPage = paging(new URL(request.url).searchParams.get("pagina"), PARTNER_PAGE_SIZE, {
    limit: PARTNER_PAGE_SIZE,
    max: PARTNER_PAGE_SIZE,
  });
  const [profiles, activities, drafts, created] = await Promise.all([
    listProfilesByUser(actor, actor.id, { page: 1, limit: 3 }),
    listActivitiesByUser(actor, actor.id, { page: 1, limit: 3 }),
    listMyDrafts(actor),
    partner ? listPartnerMemorials(actor, actor.id, partnerPage) : null,
  ]);
  return {
    profiles,
    created,
    activities,
    drafts: drafts.map((draft) => ({
      id: draft.id,
      step: draft.step,
      name: draft.data.basics?.name ?? "Memorial sem nome",
      updatedAt: draft.updatedAt.toISOString(),
    })),
    partner,
    now: new Date().toISOString(),
  };
}

/**
 * 'Descartar' of an unfinished creation, and a partner's 'Reenviar convite' (plain forms: this
 * page runs without JavaScript). A refused resend shows its message beside the memorial's row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const form = await readFormData(request);
  if (form.get("intent") === "discard-draft") await discardDraft(actor, form.get("draftId"));
  if (form.get("intent") === "resend-invite") {
    try {
      await resendCustomerInvite(actor, form.get("profileId"));
    } catch (error) {
      return formRefusal(form, error);
    }
    const page = new URL(request.url).searchParams.get("pagina");
    return redirect(
      withNotice(page ? `/profiles?pagina=${encodeURIComponent(page)}` : "/profiles", "convite-reenviado"),
    );
  }
  return redirect("/profiles");
}

export default function ProfilesHome({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, activities, drafts, partner, created } = loaderData;
  const now = new Date(loaderData.now);
  const refusal =
    actionData?.formError && actionData.values.profileId
      ? { profileId: actionData.values.profileId, message: actionData.formError }
      : undefined;
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-10">
      <SideMenu partner={partner} />
      <div className="min-w-0 flex-1 space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl">Meus Perfis</h1>
          <Link
            reloadDocument
            to={partner ? "/create-simplified-profile" : "/create-loved-one-profile"}
            className="btn btn-primary"
          >
            Criar um perfil
          </Link>
        </div>
        {created && <PartnerMemorialsSection list={created} now={now} refusal={refusal} />}
        {drafts.length > 0 && (
          <section aria-labelledby="drafts-title" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
            <h2 id="drafts-title" className="text-xl">
              Criações não concluídas
            </h2>
            <ul className="mt-3 divide-y divide-sky-100">
              {drafts.map((draft) => (
                <DraftRow key={draft.id} draft={draft} now={now}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="discard-draft" />
                    <input type="hidden" name="draftId" value={draft.id} />
                    <button
                      type="submit"
                      className="btn btn-secondary"
                      aria-label={`Descartar a criação de ${draft.name}`}
                    >
                      Descartar
                    </button>
                  </Form>
                </DraftRow>
              ))}
            </ul>
          </section>
        )}
        {(!partner || profiles.total > 0) && (
          <section aria-labelledby="mine-title" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
            <div className="flex items-center justify-between gap-2">
              <h2 id="mine-title" className="text-xl">
                Perfis que você administra
              </h2>
              {profiles.total > 0 && (
                <Link to="/yourProfilesList" className="whitespace-nowrap text-sky-800 underline underline-offset-4">
                  Ver todos
                </Link>
              )}
            </div>
            {profiles.items.length ? (
              <ul className="mt-3 divide-y divide-sky-100">
                {profiles.items.map((profile) => (
                  <ProfileRow key={profile.id} profile={profile} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-ink-soft">Você ainda não administra nenhum perfil</p>
            )}
          </section>
        )}
        {(!partner || activities.total > 0) && (
          <section aria-labelledby="activity-title" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
            <div className="flex items-center justify-between gap-2">
              <h2 id="activity-title" className="text-xl">
                Atividades nos seus perfis
              </h2>
              {activities.total > 0 && (
                <Link
                  to="/yoursProfilesActivities"
                  className="whitespace-nowrap text-sky-800 underline underline-offset-4"
                >
                  Ver todas
                </Link>
              )}
            </div>
            {activities.items.length ? (
              <ul className="mt-3 divide-y divide-sky-100">
                {activities.items.map((activity) => (
                  <ActivityRow key={`${activity.tribute_type}-${activity.id}`} activity={activity} now={now} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-ink-soft">Nenhuma atividade nos seus perfis</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
