import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/unsubscribe-follow";
import { FollowLinkCard, LINK_PAGE_HEADERS, linkPageAnswer } from "./follow-link-page";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import { unsubscribeFollower, viewUnsubscribe } from "./follow.server";

/** The e-mail's link: a page with a button (a GET changes nothing). */
export function loader({ params }: Route.LoaderArgs) {
  return linkPageAnswer(() => viewUnsubscribe(params.token));
}

/**
 * The page's button, and RFC 8058's one-click POST (`List-Unsubscribe=One-Click`) that mail clients
 * send to the `List-Unsubscribe` address: both stop the e-mails.
 */
export function action({ params }: Route.ActionArgs) {
  return linkPageAnswer(() => unsubscribeFollower(params.token));
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Deixar de seguir",
    description: "Pare de receber e-mails do memorial.",
    path: "/seguir",
  }),
  { name: "robots", content: "noindex" },
];

export default function UnsubscribeFollow({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <FollowLinkCard
      title="Deixar de seguir"
      view={state.view}
      invalid={state.invalid}
      doneMessage={FOLLOWER_MESSAGES.unsubscribed}
      question="Você recebe um e-mail deste memorial nas datas que importam. Deseja parar de receber?"
      button="Deixar de seguir"
    />
  );
}
