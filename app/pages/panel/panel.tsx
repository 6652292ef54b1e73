import { ExternalLink } from "~/shared/ui/icons";
import { ModerationPanel } from "~/features/tributes";
import { requireUser } from "~/shared/auth/guards.server";
import { Portrait } from "~/shared/ui/portrait";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/panel";
import { CardSection } from "./components/card-section";
import { FollowersSection } from "./components/followers-section";
import { CeremoniesSection } from "./components/ceremonies-section";
import { ContactsSection, EditSection, GallerySection, PlaylistSection } from "./components/content-sections";
import { FaithSection } from "./components/faith-section";
import { KeepsakeSection } from "./components/keepsake-section";
import { PanelContents } from "./components/panel-section";
import { PlanSection } from "./components/plan-section";
import { PlaqueSection } from "./components/plaque-section";
import { PrivacySection } from "./components/privacy-section";
import { SiteAdminSection } from "./components/site-admin-section";
import { TeamSection } from "./components/team-section";
import { VideoSection } from "./components/video-section";
import { panelAction, type PanelAnswer } from "./panel-actions.server";
import { PANEL_INTENTS, type PanelIntent, TEAM_INTENTS } from "./panel-intents";
import { loadPanel } from "./panel.server";

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Painel do memorial de ${loaderData.profile.name}` : "Painel do memorial",
    description: "Plano, placa QR, privacidade, homenagens, contatos, galeria e playlist do memorial.",
    path: `/painel/${params.username}`,
    noindex: true,
  });

/** Signed-in people only (the task zone's layout sends others to /login); a stranger gets a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  return loadPanel(context.ctx, actor, params.username);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  return panelAction(context.ctx, request, actor, params.username);
}

/** The answer of one of the panel's own forms, for the section that sent it. */
function answerFor(actionData: unknown, intent: PanelIntent): PanelAnswer | null {
  const answer = actionData as Partial<PanelAnswer> | undefined;
  return answer && answer.intent === intent ? (answer as PanelAnswer) : null;
}

/** The answer of one of the Administradores section's forms (with the typed e-mail after a refused invitation). */
function teamAnswer(actionData: unknown) {
  const answer = actionData as (Partial<PanelAnswer> & { email?: string }) | undefined;
  return answer && (TEAM_INTENTS as readonly unknown[]).includes(answer.intent)
    ? (answer as PanelAnswer & { email?: string })
    : null;
}

function errorOf(actionData: unknown, key: "moderationError" | "musicError"): string | undefined {
  return actionData && typeof actionData === "object" && key in actionData
    ? String((actionData as Record<string, unknown>)[key])
    : undefined;
}

/**
 * The memorial panel (issue 18): one screen where the family finds every management task of its
 * memorial, in sections it understands. Each section shows what its feature's services return, and
 * each form posts here, to the feature that owns what it changes (decision 041).
 */
export default function Panel({ loaderData: data, actionData }: Route.ComponentProps) {
  const { profile, can } = data;
  const generic =
    actionData && (actionData as Partial<PanelAnswer>).intent === null ? (actionData as PanelAnswer) : null;
  const moderationError = errorOf(actionData, "moderationError");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <Portrait imagePath={profile.imagePath} name={profile.name} size={72} className="h-18 w-18" />
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-ink-soft">Painel do memorial</p>
            <h1 className="break-words text-2xl sm:text-3xl">{profile.name}</h1>
          </div>
        </div>
        <a href={data.memorialPath} className="btn btn-secondary self-start sm:self-auto">
          <ExternalLink className="h-5 w-5" aria-hidden="true" /> Ver memorial
        </a>
      </header>
      {generic?.message && (
        <p role="alert" className="field-error font-semibold">
          {generic.message}
        </p>
      )}
      <PanelContents sections={data.sections} />
      <CeremoniesSection data={data} />
      <PlanSection data={data} />
      {data.plaque && (
        <PlaqueSection data={data} plaque={data.plaque} answer={answerFor(actionData, PANEL_INTENTS.plaqueAddress)} />
      )}
      {data.card && (
        <CardSection data={data} card={data.card} answer={answerFor(actionData, PANEL_INTENTS.cardDesign)} />
      )}
      {data.sections.includes("livro") && <KeepsakeSection data={data} />}
      <PrivacySection
        data={data}
        answer={answerFor(actionData, PANEL_INTENTS.privacy) ?? answerFor(actionData, PANEL_INTENTS.regenerateLink)}
      />
      <div>
        {moderationError && (
          <p role="alert" className="field-error mb-3 font-semibold">
            {moderationError}
          </p>
        )}
        <ModerationPanel
          moderation={data.moderation}
          id="homenagens"
          title="Homenagens"
          headingId="homenagens-titulo"
          className="scroll-mt-20 rounded-2xl border border-sky-200 bg-white p-4 sm:p-6"
        />
      </div>
      {data.contacts && <ContactsSection data={data} contacts={data.contacts} />}
      {data.followers !== null && <FollowersSection count={data.followers} />}
      <GallerySection data={data} />
      {data.sections.includes("playlist") && <PlaylistSection data={data} error={errorOf(actionData, "musicError")} />}
      {data.sections.includes("video") && (
        <VideoSection
          data={data}
          answer={answerFor(actionData, PANEL_INTENTS.video) ?? answerFor(actionData, PANEL_INTENTS.videoUpload)}
        />
      )}
      <FaithSection data={data} />
      <EditSection data={data} />
      <TeamSection team={data.team} answer={teamAnswer(actionData)} />
      {can.siteAdmin && data.planChanges && (
        <SiteAdminSection
          data={data}
          changes={data.planChanges}
          answer={answerFor(actionData, PANEL_INTENTS.assignPlan)}
        />
      )}
    </div>
  );
}
