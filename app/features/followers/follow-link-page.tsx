import { data } from "react-router";
import { NotFoundError } from "~/shared/http/errors";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import type { FollowLinkView } from "./follow.server";

/** The confirmation and unsubscribe pages: one calm card with a button, then the answer. */
export function FollowLinkCard({
  title,
  view,
  invalid,
  doneMessage,
  question,
  button,
}: {
  title: string;
  view: FollowLinkView | null;
  invalid: string | null;
  doneMessage: string;
  question: string;
  button: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
        <h1 className="text-2xl">{view ? `${title}: ${view.memorialName}` : title}</h1>
        {invalid || !view ? (
          <p role="status" className="mt-4 rounded-lg bg-sky-50 p-3 font-semibold text-sky-800">
            {invalid}
          </p>
        ) : view.done ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
            {doneMessage}
          </p>
        ) : (
          <>
            <p className="mt-4 text-ink-soft">{question}</p>
            <form method="post" className="mt-6">
              <button type="submit" className="btn btn-primary w-full sm:w-auto">
                {button}
              </button>
            </form>
          </>
        )}
        {view && (
          <a href={view.memorialHref} className="btn btn-secondary mt-6">
            Ir para o memorial
          </a>
        )}
      </section>
    </div>
  );
}

/**
 * The token is a credential: never cached, never sent to another site as a Referer. `same-origin`,
 * not `no-referrer`, so the page's own POST keeps its Origin (as the contacts' unsubscribe page).
 */
export const LINK_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

/** A link page's answer: the card's view, or the calm 404 of a link that no longer works. */
export async function linkPageAnswer(work: () => Promise<FollowLinkView>) {
  try {
    return data({ view: await work(), invalid: null }, { headers: LINK_PAGE_HEADERS });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return data(
      { view: null, invalid: FOLLOWER_MESSAGES.invalidLink as string },
      { status: 404, headers: LINK_PAGE_HEADERS },
    );
  }
}
