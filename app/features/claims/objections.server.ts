import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claimObjections, memorialClaims, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { memorialAuthority } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";
import { CLAIM_MESSAGES as M, type ClaimStatus } from "./claims.constants";
import { fieldErrors, objectionSchema } from "./claims.schema";

/** What an administrator of the memorial sees of a claim on the objection page. */
export interface ClaimForObjection {
  id: string;
  honoreeName: string;
  username: string;
  fullName: string | null;
  relationship: string;
  status: ClaimStatus;
  submittedAt: Date;
  objectionWindowEndsAt: Date;
  /** Whether this page still takes an objection (open claim, window not over). */
  open: boolean;
  yourObjections: { text: string; at: Date }[];
}

/** The claim and the actor's right to object: an administrator of its memorial (not a site admin). */
async function claimForAdministrator(actor: SessionUser | null, claimId: unknown) {
  if (!actor) throw new UnauthorizedError();
  if (!isUuid(claimId)) throw new NotFoundError(M.claimNotFound);
  const [row] = await db()
    .select({ claim: memorialClaims, honoreeName: profiles.name, username: profiles.username })
    .from(memorialClaims)
    .innerJoin(profiles, eq(profiles.id, memorialClaims.profileId))
    .where(eq(memorialClaims.id, claimId));
  if (!row) throw new NotFoundError(M.claimNotFound);
  const authority = await memorialAuthority(actor, row.claim.profileId);
  if (authority?.role !== "administrator") throw new ForbiddenError(M.objectionAdministratorsOnly);
  return row;
}

export async function claimForObjection(
  actor: SessionUser | null,
  claimId: unknown,
  now = new Date(),
): Promise<ClaimForObjection> {
  const { claim, honoreeName, username } = await claimForAdministrator(actor, claimId);
  const yours = await db()
    .select({ text: claimObjections.text, at: claimObjections.at, byUserId: claimObjections.byUserId })
    .from(claimObjections)
    .where(eq(claimObjections.claimId, claim.id))
    .orderBy(asc(claimObjections.at));
  return {
    id: claim.id,
    honoreeName,
    username,
    fullName: claim.fullName,
    relationship: claim.relationship,
    status: claim.status,
    submittedAt: claim.submittedAt,
    objectionWindowEndsAt: claim.objectionWindowEndsAt,
    open: claim.status === "awaiting_objection_window" && now < claim.objectionWindowEndsAt,
    yourObjections: yours.filter((o) => o.byUserId === actor!.id).map(({ text, at }) => ({ text, at })),
  };
}

/**
 * An administrator of the memorial objects to a claim within its seven days; the claim is marked
 * objected and the site's admins read the text before deciding. The claim row is locked so an
 * objection and a decision never cross.
 */
export async function objectToClaim(
  actor: SessionUser | null,
  claimId: unknown,
  input: unknown,
  now = new Date(),
): Promise<void> {
  const { claim } = await claimForAdministrator(actor, claimId);
  const parsed = objectionSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new ValidationError(Object.values(fields)[0]!, fields);
  }
  await inTransaction(async (tx) => {
    const [locked] = await tx
      .select({ status: memorialClaims.status, endsAt: memorialClaims.objectionWindowEndsAt })
      .from(memorialClaims)
      .where(eq(memorialClaims.id, claim.id))
      .for("update");
    if (!locked || locked.status !== "awaiting_objection_window") throw new ConflictError(M.objectionClosed);
    if (now >= locked.endsAt) throw new ConflictError(M.objectionWindowOver);
    await tx
      .insert(claimObjections)
      .values({ claimId: claim.id, byUserId: actor!.id, text: parsed.data.text, at: now });
    await tx.update(memorialClaims).set({ objected: true }).where(eq(memorialClaims.id, claim.id));
  });
}
