import { Link } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/music-callback";
import { PlaylistCreated } from "./components/playlist-created";
import { TrackPicker } from "./components/track-picker";
import { CALLBACK_HEADERS, createFromForm, loadCallback } from "./music-callback.server";
import { MUSIC_TEXT } from "./music.constants";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: MUSIC_TEXT.title,
    description: "Escolha as músicas da playlist em homenagem.",
    path: "/music-callback",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  return loadCallback(actor, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  return createFromForm(actor, await readFormData(request));
}

export const headers: Route.HeadersFunction = () => CALLBACK_HEADERS;

export default function MusicCallback({ loaderData, actionData }: Route.ComponentProps) {
  const { failure, view } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl">{MUSIC_TEXT.title}</h1>
      {actionData?.created ? (
        <div className="mt-6">
          <PlaylistCreated message={actionData.created.message} username={actionData.created.username} />
        </div>
      ) : failure || !view ? (
        <section className="mt-6 rounded-2xl border border-sky-200 bg-white p-6">
          <p role="alert" className="field-error font-semibold">
            {failure}
          </p>
          <Link to="/profiles" className="btn btn-secondary mt-4">
            Ir para meus perfis
          </Link>
        </section>
      ) : (
        <TrackPicker view={view} formError={actionData?.error ?? null} />
      )}
    </div>
  );
}
