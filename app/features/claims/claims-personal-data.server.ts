import { and, eq, sql } from "drizzle-orm";
import { claimAttempts, claimObjections, memorialClaims } from "~/db/schema";
import type { DataSubject, PersonalDataSource } from "~/shared/personal-data.server";

/**
 * What claims hold about a person (decision 057): their tries at security questions, their claims
 * and their objections. Erasure deletes the tries; a claim keeps its decision record (who
 * administers a memorial was decided by it) with the claimant's name, phone and evidence erased and
 * the account unlinked; an open claim is withdrawn; objections lose their author and text.
 */
/** What an erased objection says in the review (its author asked for their data to go). */
export const ERASED_OBJECTION = "[texto removido a pedido do autor]";

export const claimsPersonalData: PersonalDataSource = {
  name: "claims",
  tables: {
    claim_attempts: ["user_id"],
    memorial_claims: ["claimant_user_id", "full_name", "phone", "evidence", "decided_by_user_id"],
    claim_objections: ["by_user_id", "text"],
  },
  async exportFor(db, subject: DataSubject) {
    const attempts = await db
      .select({ profileId: claimAttempts.profileId, at: claimAttempts.at, success: claimAttempts.success })
      .from(claimAttempts)
      .where(eq(claimAttempts.userId, subject.userId));
    const claims = await db
      .select({
        id: memorialClaims.id,
        profileId: memorialClaims.profileId,
        fullName: memorialClaims.fullName,
        relationship: memorialClaims.relationship,
        phone: memorialClaims.phone,
        evidence: memorialClaims.evidence,
        status: memorialClaims.status,
        submittedAt: memorialClaims.submittedAt,
        decidedAt: memorialClaims.decidedAt,
        decisionNote: memorialClaims.decisionNote,
        outcome: memorialClaims.outcome,
      })
      .from(memorialClaims)
      .where(eq(memorialClaims.claimantUserId, subject.userId));
    const decided = await db
      .select({ id: memorialClaims.id, status: memorialClaims.status, decidedAt: memorialClaims.decidedAt })
      .from(memorialClaims)
      .where(eq(memorialClaims.decidedByUserId, subject.userId));
    const objections = await db
      .select({ claimId: claimObjections.claimId, text: claimObjections.text, at: claimObjections.at })
      .from(claimObjections)
      .where(eq(claimObjections.byUserId, subject.userId));
    return {
      claim_attempts: attempts,
      memorial_claims: claims,
      claims_decided: decided,
      claim_objections: objections,
    };
  },
  async eraseFor(db, subject: DataSubject) {
    await db.delete(claimAttempts).where(eq(claimAttempts.userId, subject.userId));
    const theirs = eq(memorialClaims.claimantUserId, subject.userId);
    await db
      .update(memorialClaims)
      // Withdrawn as the claimant's own withdrawal records it (the queue shows when).
      .set({ status: "withdrawn", decidedAt: sql`now()` })
      .where(and(theirs, eq(memorialClaims.status, "awaiting_objection_window")));
    await db
      .update(memorialClaims)
      .set({ claimantUserId: null, fullName: null, phone: null, evidence: null })
      .where(theirs);
    await db
      .update(memorialClaims)
      .set({ decidedByUserId: null })
      .where(eq(memorialClaims.decidedByUserId, subject.userId));
    await db
      .update(claimObjections)
      .set({ byUserId: null, text: ERASED_OBJECTION })
      .where(eq(claimObjections.byUserId, subject.userId));
  },
};
