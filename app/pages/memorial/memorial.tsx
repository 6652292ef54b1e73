import { hook, HOOK, ID } from "~/shared/ui/markup/markup-hooks";
import type { RouteHandle } from "~/shared/ui/root-data";
import { data } from "react-router";
import { attendanceSchema, ATTENDANCE_MESSAGES } from "~/features/attendance";
import { attendProfile } from "~/features/attendance/index.server";
import { DELETE_PHOTO_INTENT } from "~/features/gallery";
import { addPhotoFromPage, deletePhotoFromPage, isUploadRequest } from "~/features/gallery/index.server";
import { pageCaptchaToken } from "~/integrations/captcha/captcha";
import { AppError, retryAfterHeaders } from "~/shared/http/errors";
import { formFailure, validateForm } from "~/shared/http/form-state";
import { readFormData } from "~/shared/http/forms.server";
import { errorText } from "~/shared/ui/error-text";
import { documentData } from "~/shared/ui/document-data";
import { pageMeta } from "~/shared/ui/seo";
import { SideMenu } from "~/shared/ui/side-menu";
import type { Route } from "./+types/memorial";
import { AboutPanel } from "./components/about-panel";
import { AttendanceForm, type AttendResult } from "./components/attendance-form";
import { AttendanceList } from "./components/attendance-list";
import { CeremoniesSection } from "./components/ceremonies-section";
import { GalleryPanel } from "./components/gallery-panel";
import { MemorialVideo } from "./components/memorial-video";
import { OwnerBar } from "./components/owner-bar";
import { MemorialActions, BirthdayBanner, MemorialHeader, MemorialTabs, SharePanel } from "~/features/memorial";
import { FollowForm, FollowSection } from "~/features/followers";
import { ClaimLink } from "~/features/claims";
import { ModerationPanel } from "~/features/tributes";
import { isModerationIntent, moderationFromPage } from "~/features/tributes/index.server";
import { MUSIC_LOGIN_INTENT, musicLoginFromPage } from "~/features/music/index.server";
import { TributeList } from "./components/tribute-list";
import { memorialHref } from "./memorial-links";
import { loadMemorialPage, memorialForPage } from "./memorial-page.server";

export const handle: RouteHandle = { enhance: ["forms", "memorial"] };

const PRIVATE_HEADERS = {
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
  "Cache-Control": "private, no-store",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadMemorialPage(context.ctx, request, params);
  // Rendered on the server alone: the page's data is never encoded for a browser (decision 071).
  return data(
    { page: documentData({ ...page, followCaptchaToken: pageCaptchaToken() }) },
    { headers: page.isPrivate ? PRIVATE_HEADERS : {} },
  );
}

/**
 * 'Registrar Presença' without JavaScript: the form posts here and the page shows the result.
 * The owner's gallery forms post here too ('Adicionar foto' is the page's only multipart form).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const view = await memorialForPage(context.ctx, request, params);
  const headers = view.profile.access === "Private" ? PRIVATE_HEADERS : {};
  if (isUploadRequest(request)) return addPhotoFromPage(context.ctx, request, view, headers);
  const form = await readFormData(request);
  if (form.get("intent") === DELETE_PHOTO_INTENT) return deletePhotoFromPage(context.ctx, form, view, headers);
  if (isModerationIntent(form.get("intent"))) return moderationFromPage(context.ctx, form, view, headers);
  if (form.get("intent") === MUSIC_LOGIN_INTENT) return musicLoginFromPage(context.ctx, view, headers);
  const result = validateForm(attendanceSchema, form, ATTENDANCE_MESSAGES.invalid);
  if (!result.ok) return data({ attend: result as AttendResult }, { status: 400, headers });
  try {
    await attendProfile(view, result.data, context.ctx);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.status === 429 ? error.message : ATTENDANCE_MESSAGES.failure;
    return data(
      { attend: formFailure(form, message) as AttendResult },
      { status: error.status, headers: { ...headers, ...retryAfterHeaders(error) } },
    );
  }
  return data(
    {
      attend: { ok: true, message: ATTENDANCE_MESSAGES.success } as AttendResult,
      followEmail: String((result.data as { email: string }).email),
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Memorial" }];
  const { profile, isPrivate, ogImage, ogNota, sharePath } = loaderData.page.value;
  const description = profile.bio ?? `Memorial de ${profile.name}: história, fotos e homenagens.`;
  return [
    ...pageMeta(matches, {
      title: profile.name,
      description,
      path: isPrivate ? sharePath : `/profile/${encodeURIComponent(profile.username)}`,
      image: ogImage,
      type: "profile",
      noindex: isPrivate,
    }),
    ...(ogImage && ogNota
      ? [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: "1080" },
          { property: "og:image:height", content: "1350" },
          { property: "og:image:alt", content: `Nota de falecimento de ${profile.name}` },
        ]
      : ogImage
        ? [
            { property: "og:image:type", content: "image/jpeg" },
            { property: "og:image:width", content: "1200" },
            { property: "og:image:height", content: "630" },
            { property: "og:image:alt", content: `Retrato de ${profile.name}` },
          ]
        : []),
    ...(isPrivate ? [{ name: "referrer", content: "no-referrer" }] : []),
  ];
};

export default function Memorial({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.page.value;
  const { profile, query, basePath, manage } = view;
  const now = new Date(view.now);
  const href = (changes: Parameters<typeof memorialHref>[2], anchor?: string) =>
    memorialHref(basePath, query, changes, anchor);
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8 sm:py-10">
      {manage && <SideMenu partner={view.partner} />}
      <article
        {...hook(HOOK.memorial)}
        {...hook(HOOK.profileId, profile.id)}
        {...hook(HOOK.viewToken, view.viewToken)}
        className="min-w-0 flex-1"
      >
        {view.ownerBar && <OwnerBar {...view.ownerBar} />}
        {view.birthdayAge !== null && <BirthdayBanner name={profile.name} age={view.birthdayAge} />}
        <MemorialHeader
          profile={profile}
          manage={manage}
          isPrivate={view.isPrivate}
          candles={view.candles}
          cemetery={view.cemetery}
        />
        <CeremoniesSection ceremonies={view.ceremonies} name={profile.name} />
        <MemorialActions username={profile.username} token={view.viewToken} />
        <MemorialTabs
          current={query.aba}
          hrefFor={(aba) => href({ aba }, "abas")}
          panels={{
            sobre: (
              <AboutPanel
                profile={profile}
                music={{
                  ...view.music,
                  action: href({}),
                  error: actionData && "musicError" in actionData ? actionData.musicError : undefined,
                }}
              />
            ),
            galeria: (
              <>
                {view.video && <MemorialVideo video={view.video} name={profile.name} />}
                <GalleryPanel
                  images={view.gallery}
                  name={profile.name}
                  owner={
                    view.photoLimit && {
                      ...view.photoLimit,
                      action: href({ aba: "galeria" }),
                      result: actionData && "gallery" in actionData ? actionData.gallery : undefined,
                    }
                  }
                />
              </>
            ),
          }}
        />
        {actionData && "moderationError" in actionData && (
          <p role="alert" className="field-error mt-6 font-semibold">
            {actionData.moderationError}
          </p>
        )}
        {view.moderation && <ModerationPanel moderation={view.moderation} />}
        <TributeList
          tributes={{ ...view.tributes, filter: query.filtro }}
          hrefFor={(changes) => href(changes, ID.tributes)}
          now={now}
          manage={manage}
        />
        <AttendanceList
          attendances={view.attendances}
          hrefFor={(presencas) => href({ presencas }, ID.attendance)}
          now={now}
        />
        <AttendanceForm action={href({})} result={actionData && "attend" in actionData ? actionData.attend : undefined}>
          {!view.isPrivate && actionData && "followEmail" in actionData && (
            <FollowForm
              username={profile.username}
              captchaToken={view.followCaptchaToken}
              email={String(actionData.followEmail)}
              offer
              idPrefix="seguir-oferta"
            />
          )}
        </AttendanceForm>
        {!view.isPrivate && <FollowSection username={profile.username} captchaToken={view.followCaptchaToken} />}
        <SharePanel name={profile.name} url={view.shareUrl} isPrivate={view.isPrivate} />
        {view.claimHref && <ClaimLink href={view.claimHref} />}
        <div
          {...hook(HOOK.memorialToast)}
          role="status"
          className="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md rounded-xl border border-sky-200 bg-white px-5 py-4 font-semibold text-sky-800 shadow-lg empty:hidden"
        />
      </article>
    </div>
  );
}

/** A memorial that could not be loaded (the database is unreachable, say): the spec's message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, text } = errorText(error, "Erro ao buscar perfil");
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{text}</p>
      <a className="btn btn-primary mt-8" href="/searchProfiles">
        Buscar perfis
      </a>
    </main>
  );
}
