import { data } from "react-router";
import { profileHref } from "~/features/profiles";
import { viewMemorial } from "~/features/profiles/index.server";
import { pageCaptchaToken } from "~/integrations/captcha/captcha";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/follow-page";
import { FollowForm } from "./components/follow-form";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import { requestFollow } from "./follow.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

async function publicMemorial(ctx: Route.LoaderArgs["context"]["ctx"], username: string) {
  const view = await viewMemorial(ctx, username).catch((error) => {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  });
  // A private memorial is not followed (its e-mails would carry its private address).
  if (view.profile.access !== "Public") throw data(FOLLOWER_MESSAGES.privateMemorial, { status: 404 });
  return view;
}

const emailOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

/** The follow form on its own page (a GET only prefills: `?email=` from the attendance or a tribute). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await publicMemorial(context.ctx, params.username);
  const email = emailOf(new URL(request.url).searchParams.get("email"));
  return data(
    {
      memorial: { name: view.profile.name, username: view.profile.username, href: profileHref(view.profile.username) },
      email,
      captchaToken: pageCaptchaToken(),
    },
    { headers: NO_STORE },
  );
}

/** The memorial's form posts here: the same calm answer whether or not the address already follows. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const view = await publicMemorial(context.ctx, params.username);
  const form = await readFormData(request);
  const input = { email: form.get("email") ?? "", captchaToken: form.get("captchaToken") ?? undefined };
  try {
    await requestFollow(view, input, { ip: context.ctx.ip, actor: await context.ctx.actor() });
    return data({ ok: true as const, message: FOLLOWER_MESSAGES.requested }, { headers: NO_STORE });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data(
      { ok: false as const, message: answer.message, email: emailOf(input.email) },
      { status: answer.status, headers: { ...NO_STORE, ...answer.headers } },
    );
  }
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  ...pageMeta(matches, {
    title: loaded ? `Seguir o memorial de ${loaded.memorial.name}` : "Seguir o memorial",
    description: "Receba um e-mail nas datas que importam.",
    path: "/seguir",
  }),
  { name: "robots", content: "noindex" },
];

export default function FollowPage({ loaderData, actionData }: Route.ComponentProps) {
  const { memorial, captchaToken } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <h1 className="text-2xl">Seguir o memorial de {memorial.name}</h1>
        {actionData?.ok ? (
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
            {actionData.message}
          </p>
        ) : (
          <>
            <p className="mt-2 text-ink-soft">
              Receba um e-mail no aniversário, no sétimo e no trigésimo dia, no aniversário de falecimento, no Dia de
              Finados e quando uma cerimônia for marcada.
            </p>
            {failed && (
              <p role="alert" className="field-error mt-4 font-semibold">
                {failed.message}
              </p>
            )}
            <FollowForm
              username={memorial.username}
              captchaToken={captchaToken}
              email={failed?.email ?? loaderData.email}
              error={failed?.message === FOLLOWER_MESSAGES.email ? failed.message : undefined}
            />
          </>
        )}
        <a href={memorial.href} className="btn btn-secondary mt-6">
          Voltar ao memorial
        </a>
      </section>
    </div>
  );
}
