import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PORTRAIT_MESSAGES, setPortrait, loadViewableProfile } from "~/features/profiles/index.server";
import { panelHref, profileHref } from "~/features/profiles";
import { refuseSubmission, replyTo } from "~/features/task-zone";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { readUploadForm } from "~/shared/http/upload-form.server";
import { withNotice } from "~/shared/ui/flash";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/edit-profile";
import { EditProfileForm } from "./edit-profile-form";
import { PortraitForm } from "./portrait-form";
import { getEditableProfile, updateProfile } from "./edit-profile.server";
import { CLOSE_AFTER_SAVE_MS, EDIT_PROFILE_MESSAGES } from "./edit-profile.constants";
import { editProfileSchema } from "./edit-profile.schema";
import { todayInSaoPaulo } from "../steps/profile-form.constants";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Editar perfil",
    description: "Edite os dados, a foto, a privacidade e a árvore genealógica do memorial.",
    path: "/editProfile",
    noindex: true,
  });

/**
 * The memorial's owner (or an admin) stays; anyone else goes to the profile page (spec part 2,
 * section 4), which itself answers 404 for a memorial they may not see.
 */
async function editableProfile(context: Route.LoaderArgs["context"], request: Request, username: string) {
  const actor = await requireUser(context.ctx, request);
  const view = await loadViewableProfile({ viewer: actor, username }).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw redirect(profileHref(username));
    throw error;
  });
  if (!view.manage) throw redirect(profileHref(view.profile.username));
  return { actor, view, profile: await getEditableProfile(actor, view.profile.id) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { view, profile } = await editableProfile(context, request, params.username);
  return {
    profile,
    // The portrait service is the family's: administrators and editors (decisions 019, 040).
    canChangePortrait: view.role !== null,
    today: todayInSaoPaulo(),
  };
}

type Saved = { username: string };

async function changePortrait(actor: Awaited<ReturnType<typeof requireUser>>, profileId: string, request: Request) {
  try {
    const { file } = await readUploadForm(request, { fileField: "profileImage" });
    await setPortrait({ actor, target: { id: profileId }, image: file });
    return { portrait: { message: PORTRAIT_MESSAGES.saved, error: null }, result: undefined, saved: null };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { portrait: { message: null, error: answer.message }, result: undefined, saved: null },
      { status: answer.status, headers: answer.headers },
    );
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, profile } = await editableProfile(context, request, params.username);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return changePortrait(actor, profile.id, request);
  }
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: editProfileSchema(todayInSaoPaulo()) });
  if (submission.status !== "success") return { result: replyTo(submission), saved: null, portrait: null };
  let saved: Saved;
  try {
    saved = await updateProfile(actor, profile.id, submission.value);
  } catch (error) {
    return refuseSubmission(submission, error, { saved: null, portrait: null });
  }
  // Without JavaScript the save closes at once, with the notice on the memorial page.
  if (form.get("_js") !== "1") throw redirect(withNotice(profileHref(saved.username), "perfil-atualizado"));
  return { result: replyTo(submission), saved: { username: saved.username } as Saved, portrait: null };
}

/** After a save the screen closes: its old address may name a username that no longer exists. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { saved?: Saved | null } | undefined)?.saved) return false;
  return defaultShouldRevalidate;
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, canChangePortrait, today } = loaderData;
  const saved = actionData?.saved ?? null;
  const back = profileHref(profile.username);

  useEffect(() => {
    if (!saved) return;
    // The memorial page is not hydrated: a full load, after the spec's 1.5 s.
    const timer = window.setTimeout(() => window.location.assign(profileHref(saved.username)), CLOSE_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-2xl">Editar perfil de {profile.values.name}</h1>
        <Link to={back} reloadDocument className="font-semibold">
          Voltar ao perfil
        </Link>
      </div>
      {saved ? (
        <p role="status" className="rounded-lg bg-sky-50 p-4 font-semibold text-sky-800">
          {EDIT_PROFILE_MESSAGES.saved} {EDIT_PROFILE_MESSAGES.closing}
        </p>
      ) : (
        <>
          {canChangePortrait && (
            <PortraitForm
              name={profile.values.name}
              imagePath={profile.imagePath}
              message={actionData?.portrait?.message ?? null}
              error={actionData?.portrait?.error ?? null}
            />
          )}
          <EditProfileForm
            key={profile.imagePath ?? "form"}
            values={profile.values}
            currentUsername={profile.username}
            lastResult={actionData?.result ?? undefined}
            today={today}
          />
          <p className="text-ink-soft">
            A referência religiosa e as mensagens aos familiares da árvore genealógica ficam no{" "}
            <Link to={`${panelHref(profile.username)}#referencia-religiosa`} className="font-semibold">
              painel do memorial
            </Link>
            .
          </p>
        </>
      )}
    </div>
  );
}
