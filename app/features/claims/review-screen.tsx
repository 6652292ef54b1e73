import { data, Link } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { errorAnswer } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/review-screen";
import { formatMoment } from "./claim-time";
import { CLAIM_MESSAGES as M, CLAIM_STATUS_LABELS, type ClaimStatus } from "./claims.constants";
import { REVIEW_PATH } from "./claims.links";
import { ClaimReviewCard, type ReviewCard } from "./components/claim-review-card";
import { decideClaim, listClaimsForReview } from "./review.server";

const FILTERS: ClaimStatus[] = ["awaiting_objection_window", "approved", "rejected", "withdrawn"];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Reivindicações de memoriais",
    description: "Pedidos de familiares para administrar memoriais.",
    path: REVIEW_PATH,
    noindex: true,
  });

/** Site admins only (the service refuses anyone else; the refusal is the error page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  const search = new URL(request.url).searchParams;
  const now = new Date();
  try {
    const page = await listClaimsForReview(actor, { status: search.get("status"), page: search.get("page") });
    const cards: ReviewCard[] = page.claims.map((claim) => ({
      ...claim,
      submittedAt: formatMoment(claim.submittedAt),
      objectionWindowEndsAt: formatMoment(claim.objectionWindowEndsAt),
      windowOver: now >= claim.objectionWindowEndsAt,
      decidedAt: claim.decidedAt && formatMoment(claim.decidedAt),
      objections: claim.objections.map((o) => ({ ...o, at: formatMoment(o.at) })),
    }));
    return { status: page.status, page: page.page, totalPages: page.totalPages, total: page.total, cards };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    throw data(answer.message, { status: answer.status });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(context.ctx, request);
  const form = await readFormData(request);
  const claimId = String(form.get("claimId") ?? "");
  try {
    const decided = await decideClaim(actor, claimId, { decision: form.get("decision"), note: form.get("note") });
    return { claimId, ok: true, message: decided.status === "approved" ? M.approved : M.rejected };
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return data({ claimId, ok: false, message: answer.message }, { status: answer.status });
  }
}

/** /admin/reivindicacoes (decision 057): the site admins' review queue of memorial claims. */
export default function ReviewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { status, page, totalPages, total, cards } = loaderData;
  const decided = actionData?.ok ? actionData : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl">Reivindicações de memoriais</h1>
      <p className="mt-2 text-ink-soft">
        Familiares que responderam às perguntas de segurança e pediram para administrar um memorial. Os administradores
        atuais têm 7 dias para contestar.
      </p>
      <nav aria-label="Situação das reivindicações" className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            to={`${REVIEW_PATH}?status=${filter}`}
            aria-current={filter === status ? "page" : undefined}
            className={filter === status ? "btn btn-primary" : "btn btn-secondary"}
          >
            {CLAIM_STATUS_LABELS[filter]}
          </Link>
        ))}
      </nav>
      {decided && !cards.some((card) => card.id === decided.claimId) && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-800">
          {decided.message}
        </p>
      )}
      <p className="mt-4 text-ink-soft">
        {total === 0 ? "Nenhuma reivindicação nesta situação." : `${total} reivindicaç${total === 1 ? "ão" : "ões"}`}
      </p>
      <ul className="mt-4 space-y-4">
        {cards.map((card) => (
          <ClaimReviewCard
            key={card.id}
            card={card}
            answer={actionData && actionData.claimId === card.id ? actionData : null}
          />
        ))}
      </ul>
      {totalPages > 1 && (
        <nav aria-label="Páginas" className="mt-6 flex gap-3">
          {page > 1 && <Link to={`${REVIEW_PATH}?status=${status}&page=${page - 1}`}>Anterior</Link>}
          {page < totalPages && <Link to={`${REVIEW_PATH}?status=${status}&page=${page + 1}`}>Próxima</Link>}
        </nav>
      )}
    </div>
  );
}
