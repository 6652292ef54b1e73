import { eq } from "drizzle-orm";
import { planChanges, planContracts } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * The plans a person contracted and the plan changes they made. Erasure keeps them: they are the
 * memorials' paid terms and their audit, naming the account's tombstone (decision 058).
 */
export const plansPersonalData: PersonalDataSource = {
  name: "plans",
  tables: { plan_contracts: ["user_id"], plan_changes: ["actor_user_id"] },
  async exportFor(db, subject) {
    const contracts = await db
      .select({
        id: planContracts.id,
        profileId: planContracts.profileId,
        planId: planContracts.planId,
        contractKey: planContracts.contractKey,
        contractVersion: planContracts.contractVersion,
        amountCents: planContracts.amountCents,
        status: planContracts.status,
        startsAt: planContracts.startsAt,
        endsAt: planContracts.endsAt,
        createdAt: planContracts.createdAt,
      })
      .from(planContracts)
      .where(eq(planContracts.userId, subject.userId));
    const changes = await db
      .select({
        profileId: planChanges.profileId,
        action: planChanges.action,
        reason: planChanges.reason,
        fromType: planChanges.fromType,
        toType: planChanges.toType,
        note: planChanges.note,
        createdAt: planChanges.createdAt,
      })
      .from(planChanges)
      .where(eq(planChanges.actorUserId, subject.userId));
    return { plan_contracts: contracts, plan_changes: changes };
  },
  async eraseFor() {
    // Kept on purpose: see above.
  },
};
