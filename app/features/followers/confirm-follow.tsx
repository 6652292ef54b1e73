import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/confirm-follow";
import { FollowLinkCard, LINK_PAGE_HEADERS, linkPageAnswer } from "./follow-link-page";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import { confirmFollow, viewConfirmation } from "./follow.server";

/** GET only shows the button (mail scanners open links; no state-changing GET). */
export function loader({ params }: Route.LoaderArgs) {
  return linkPageAnswer(() => viewConfirmation(params.token));
}

export function action({ params }: Route.ActionArgs) {
  return linkPageAnswer(() => confirmFollow(params.token));
}

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Confirmar", description: "Confirme para seguir o memorial.", path: "/seguir" }),
  { name: "robots", content: "noindex" },
];

export default function ConfirmFollow({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <FollowLinkCard
      title="Seguir o memorial"
      view={state.view}
      invalid={state.invalid}
      doneMessage={FOLLOWER_MESSAGES.confirmed}
      question="Confirme que você quer receber um e-mail nas datas que importam deste memorial."
      button="Confirmar"
    />
  );
}
