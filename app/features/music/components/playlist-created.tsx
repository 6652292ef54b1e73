import { CheckCircle2 } from "~/shared/ui/icons";

/** The memorial the owner goes back to, 3 s after the playlist exists (spec). */
export const REDIRECT_SECONDS = 3;
export const memorialPath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** Shown when the playlist exists, by the action (no JavaScript) or the picker (API call). */
export function PlaylistCreated({ message, username }: { message: string; username: string }) {
  const href = memorialPath(username);
  return (
    <section className="rounded-2xl border border-sky-200 bg-white p-6 text-center">
      {/* Without JavaScript the browser goes on by itself; the picker navigates when it runs. */}
      <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${href}`} />
      <CheckCircle2 className="mx-auto h-12 w-12 text-sky-700" aria-hidden="true" />
      <p role="status" className="mt-3 text-xl font-semibold">
        {message}
      </p>
      <p className="mt-2 text-ink-soft">Voltando ao memorial…</p>
      <a href={href} className="btn btn-secondary mt-4">
        Ir para o memorial
      </a>
    </section>
  );
}
