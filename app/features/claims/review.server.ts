import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claimObjections, memorialClaims, profiles, users } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { accountSummaries } from "~/features/accounts/index.server";
import { admitClaimant } from "~/features/memorial-team/index.server";
import { administratorsOfMemorials, memorialAdministrators } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { pageNumber, totalPagesOf } from "~/shared/paging";
import { isUuid } from "~/shared/validation/uuid";
import { oweClaimMails } from "./claim-mail.server";
import { formatMoment } from "./claim-time";
import { CLAIM_MESSAGES as M, type ClaimStatus } from "./claims.constants";
import { decisionSchema, fieldErrors } from "./claims.schema";

export const REVIEW_PAGE_SIZE = 20;
const STATUSES: readonly ClaimStatus[] = ["awaiting_objection_window", "approved", "rejected", "withdrawn"];

export interface ClaimForReview {
  id: string;
  honoreeName: string;
  username: string;
  claimantEmail: string | null;
  fullName: string | null;
  relationship: string;
  phone: string | null;
  evidence: string | null;
  status: ClaimStatus;
  objected: boolean;
  submittedAt: Date;
  objectionWindowEndsAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  outcome: "added_administrator" | "transferred" | null;
  objections: { text: string; at: Date; byName: string | null }[];
  /** The memorial's administrators whose accounts are active (the claimant aside). */
  activeAdministrators: number;
}

function requireSiteAdmin(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "admin") throw new ForbiddenError(M.reviewAdminsOnly);
  return actor;
}

/**
 * The active administrators of these memorials, in three statements however many: a function of a
 * memorial and someone (the claimant) to leave out.
 */
async function activeAdministrators(tx: Tx, profileIds: readonly string[]) {
  const administrators = await administratorsOfMemorials(profileIds, tx);
  const accounts = await accountSummaries(
    [...administrators.values()].flat().map((a) => a.userId),
    tx,
  );
  return (profileId: string, exceptUserId: string | null): string[] =>
    (administrators.get(profileId) ?? [])
      .map((a) => a.userId)
      .filter((id) => id !== exceptUserId && accounts.get(id)?.active);
}

/** The site admins' review queue (decision 057): claims of one status, oldest first, with objections. */
export async function listClaimsForReview(actor: SessionUser | null, query: { status?: unknown; page?: unknown } = {}) {
  requireSiteAdmin(actor);
  const status = STATUSES.includes(query.status as ClaimStatus)
    ? (query.status as ClaimStatus)
    : "awaiting_objection_window";
  const page = pageNumber(query.page);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: count() })
    .from(memorialClaims)
    .where(eq(memorialClaims.status, status));
  const rows = await db()
    .select({ claim: memorialClaims, honoreeName: profiles.name, username: profiles.username, email: users.email })
    .from(memorialClaims)
    .innerJoin(profiles, eq(profiles.id, memorialClaims.profileId))
    .leftJoin(users, eq(users.id, memorialClaims.claimantUserId))
    .where(eq(memorialClaims.status, status))
    .orderBy(
      status === "awaiting_objection_window" ? asc(memorialClaims.submittedAt) : desc(memorialClaims.submittedAt),
    )
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE);
  const ids = rows.map((row) => row.claim.id);
  const objections = ids.length
    ? await db()
        .select({
          claimId: claimObjections.claimId,
          text: claimObjections.text,
          at: claimObjections.at,
          byName: users.name,
        })
        .from(claimObjections)
        .leftJoin(users, eq(users.id, claimObjections.byUserId))
        .where(inArray(claimObjections.claimId, ids))
        .orderBy(asc(claimObjections.at))
    : [];
  const activeOf = await activeAdministrators(
    db(),
    rows.map((row) => row.claim.profileId),
  );
  const claims: ClaimForReview[] = [];
  for (const { claim, honoreeName, username, email } of rows) {
    claims.push({
      id: claim.id,
      honoreeName,
      username,
      claimantEmail: email,
      fullName: claim.fullName,
      relationship: claim.relationship,
      phone: claim.phone,
      evidence: claim.evidence,
      status: claim.status,
      objected: claim.objected,
      submittedAt: claim.submittedAt,
      objectionWindowEndsAt: claim.objectionWindowEndsAt,
      decidedAt: claim.decidedAt,
      decisionNote: claim.decisionNote,
      outcome: claim.outcome,
      objections: objections
        .filter((o) => o.claimId === claim.id)
        .map(({ text, at, byName }) => ({ text, at, byName })),
      activeAdministrators: activeOf(claim.profileId, claim.claimantUserId).length,
    });
  }
  return { status, page, totalPages: totalPagesOf(total, REVIEW_PAGE_SIZE), total, claims };
}

/**
 * A site admin approves or rejects a claim, with a note (decision 057). The claim row is locked and
 * only an open claim is decided, so of two admins deciding at once one wins and the other is told.
 * Approval waits for the objection window unless the memorial has no active administrator; then
 * the memorial is transferred to the claimant, otherwise the claimant joins its administrators.
 */
export async function decideClaim(
  actor: SessionUser | null,
  claimId: unknown,
  input: unknown,
  now = new Date(),
): Promise<{ status: "approved" | "rejected"; outcome: "added_administrator" | "transferred" | null }> {
  const admin = requireSiteAdmin(actor);
  if (!isUuid(claimId)) throw new NotFoundError(M.claimNotFound);
  const parsed = decisionSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new ValidationError(Object.values(fields)[0]!, fields);
  }
  const { decision, note } = parsed.data;
  return inTransaction(async (tx) => {
    const [claim] = await tx.select().from(memorialClaims).where(eq(memorialClaims.id, claimId)).for("update");
    if (!claim) throw new NotFoundError(M.claimNotFound);
    if (claim.status !== "awaiting_objection_window") throw new ConflictError(M.alreadyDecided);
    const administratorsBefore = (await memorialAdministrators(claim.profileId, tx)).map((a) => a.userId);
    let outcome: "added_administrator" | "transferred" | null = null;
    if (decision === "approve") {
      if (!claim.claimantUserId) throw new ConflictError(M.claimantGone);
      const active = (await activeAdministrators(tx, [claim.profileId]))(claim.profileId, claim.claimantUserId);
      if (active.length > 0 && now < claim.objectionWindowEndsAt) {
        throw new ConflictError(M.tooEarly(formatMoment(claim.objectionWindowEndsAt)));
      }
      outcome = active.length === 0 ? "transferred" : "added_administrator";
      await admitClaimant(tx, {
        profileId: claim.profileId,
        userId: claim.claimantUserId,
        byUserId: admin.id,
        transfer: outcome === "transferred",
        now,
      });
    }
    const status = decision === "approve" ? ("approved" as const) : ("rejected" as const);
    const updated = await tx
      .update(memorialClaims)
      .set({ status, decidedByUserId: admin.id, decidedAt: now, decisionNote: note, outcome })
      .where(and(eq(memorialClaims.id, claim.id), eq(memorialClaims.status, "awaiting_objection_window")))
      .returning({ id: memorialClaims.id });
    if (updated.length === 0) throw new ConflictError(M.alreadyDecided);
    await oweClaimMails(tx, claim.id, "decided", [
      ...(claim.claimantUserId ? [claim.claimantUserId] : []),
      ...administratorsBefore,
    ]);
    return { status, outcome };
  });
}
