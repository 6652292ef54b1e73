import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialClaims } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { isUniqueViolation } from "~/features/accounts/index.server";
import { verifySecurityAnswer } from "~/features/profile-editor/index.server";
import {
  type ProfileRow,
  loadViewableProfile,
  memorialAdministrators,
  memorialAuthority,
} from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from "~/shared/http/errors";
import { lockMemorialAttempts, recordAttempt, verdictFor } from "./claim-attempts.server";
import { oweClaimMails } from "./claim-mail.server";
import { formatMoment } from "./claim-time";
import { CLAIM_MESSAGES as M, OBJECTION_WINDOW_DAYS } from "./claims.constants";
import { claimFormSchema, fieldErrors, type ClaimForm } from "./claims.schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the claim screen shows the person: a form, or why they cannot claim. */
export type ClaimScreen =
  | { state: "open"; profile: { name: string; username: string } }
  | { state: "no-answers" | "administrator" | "site-admin" | "pending"; profile: { name: string; username: string } };

async function claimable(actor: SessionUser | null, username: unknown, token?: unknown): Promise<ProfileRow> {
  if (!actor) throw new UnauthorizedError();
  const { profile } = await loadViewableProfile({ viewer: actor, username, token });
  return profile;
}

const hasAnswers = (profile: ProfileRow) =>
  Boolean(profile.securityMotherNameHash && profile.securityMotherSpouseHash && profile.securityMotherHometownHash);

async function openClaimOf(userId: string, profileId: string) {
  const [row] = await db()
    .select({ id: memorialClaims.id })
    .from(memorialClaims)
    .where(
      and(
        eq(memorialClaims.profileId, profileId),
        eq(memorialClaims.claimantUserId, userId),
        eq(memorialClaims.status, "awaiting_objection_window"),
      ),
    );
  return row;
}

/** Refuses whoever already administers the memorial (its owner, its administrators, the site's admins). */
async function refuseAdministrators(actor: SessionUser, profileId: string): Promise<void> {
  if (actor.type === "admin") throw new ForbiddenError(M.siteAdminCannotClaim);
  const authority = await memorialAuthority(actor, profileId);
  if (authority?.role === "administrator") throw new ForbiddenError(M.alreadyAdministrator);
}

/** The claim screen's state for this person and memorial. */
export async function claimScreen(actor: SessionUser | null, username: unknown, token?: unknown): Promise<ClaimScreen> {
  const profile = await claimable(actor, username, token);
  const summary = { name: profile.name, username: profile.username };
  const authority = await memorialAuthority(actor, profile.id);
  if (actor!.type === "admin") return { state: "site-admin", profile: summary };
  if (authority?.role === "administrator") return { state: "administrator", profile: summary };
  if (!hasAnswers(profile)) return { state: "no-answers", profile: summary };
  if (await openClaimOf(actor!.id, profile.id)) return { state: "pending", profile: summary };
  return { state: "open", profile: summary };
}

function parseClaim(input: unknown): ClaimForm {
  const parsed = claimFormSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new ValidationError(Object.values(fields)[0]!, fields);
  }
  return parsed.data;
}

/** All three, always all three (no early exit that would time which one failed). */
async function answersMatch(profile: ProfileRow, form: ClaimForm): Promise<boolean> {
  const results = await Promise.all([
    verifySecurityAnswer(form.motherName, profile.securityMotherNameHash),
    verifySecurityAnswer(form.motherSpouse, profile.securityMotherSpouseHash),
    verifySecurityAnswer(form.motherHometown, profile.securityMotherHometownHash),
  ]);
  return results.every(Boolean);
}

/**
 * A signed-in relative answers the memorial's three security questions and says who they are
 * (decision 057). Wrong tries count toward the lockout, in the database under a per-memorial lock;
 * right answers open a claim for the admins' review and tell the memorial's administrators.
 */
export async function submitClaim(
  actor: SessionUser | null,
  username: unknown,
  input: unknown,
  options: { token?: unknown; now?: Date } = {},
): Promise<{ claimId: string }> {
  const now = options.now ?? new Date();
  const profile = await claimable(actor, username, options.token);
  await refuseAdministrators(actor!, profile.id);
  if (!hasAnswers(profile)) throw new ConflictError(M.noAnswers);
  if (await openClaimOf(actor!.id, profile.id)) throw new ConflictError(M.alreadyOpen);
  const form = parseClaim(input);
  const outcome = await inTransaction(async (tx) => {
    await lockMemorialAttempts(tx, profile.id);
    const verdict = await verdictFor(tx, actor!.id, profile.id, now);
    if (!verdict.allowed) return { kind: "locked" as const, retryAt: verdict.retryAt };
    const success = await answersMatch(profile, form);
    await recordAttempt(tx, { userId: actor!.id, profileId: profile.id, at: now, success });
    if (!success) return { kind: "wrong" as const };
    const [claim] = await tx
      .insert(memorialClaims)
      .values({
        profileId: profile.id,
        claimantUserId: actor!.id,
        fullName: form.fullName,
        relationship: form.relationship,
        phone: form.phone,
        evidence: form.evidence,
        submittedAt: now,
        objectionWindowEndsAt: new Date(now.getTime() + OBJECTION_WINDOW_DAYS * DAY_MS),
      })
      .returning({ id: memorialClaims.id });
    const administrators = await memorialAdministrators(profile.id, tx);
    await oweClaimMails(
      tx,
      claim!.id,
      "submitted",
      administrators.map((a) => a.userId),
    );
    return { kind: "claimed" as const, claimId: claim!.id };
  }).catch((error: unknown) => {
    // Two submissions at once: the open-claim index lets one through.
    if (isUniqueViolation(error)) throw new ConflictError(M.alreadyOpen);
    throw error;
  });
  if (outcome.kind === "locked") {
    const seconds = Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(M.lockedUntil(formatMoment(outcome.retryAt)), seconds);
  }
  if (outcome.kind === "wrong") throw new ValidationError(M.wrongAnswers);
  return { claimId: outcome.claimId };
}

/** The claimant withdraws their open claim (decided ones stay as they are); the admins' queue drops it. */
export async function withdrawClaim(
  actor: SessionUser | null,
  username: unknown,
  options: { token?: unknown; now?: Date } = {},
): Promise<void> {
  const profile = await claimable(actor, username, options.token);
  const withdrawn = await db()
    .update(memorialClaims)
    .set({ status: "withdrawn", decidedAt: options.now ?? new Date() })
    .where(
      and(
        eq(memorialClaims.profileId, profile.id),
        eq(memorialClaims.claimantUserId, actor!.id),
        eq(memorialClaims.status, "awaiting_objection_window"),
      ),
    )
    .returning({ id: memorialClaims.id });
  if (withdrawn.length === 0) throw new NotFoundError(M.claimNotFound);
}
