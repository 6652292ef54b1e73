import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ledgerEntries, planChanges, planContracts, profiles, vouchers } from "~/db/schema";

/** Everything a plan call could change for a profile and its owner, to compare before and after. */
export async function planState(database: Database, profileId: string) {
  const [profile] = await database
    .select({ type: profiles.type, activated: profiles.activatedByUser, userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const contracts = await database
    .select({
      planId: planContracts.planId,
      status: planContracts.status,
      amountCents: planContracts.amountCents,
      startsAt: planContracts.startsAt,
      endsAt: planContracts.endsAt,
    })
    .from(planContracts)
    .where(eq(planContracts.profileId, profileId))
    .orderBy(asc(planContracts.createdAt));
  const audit = await database
    .select()
    .from(planChanges)
    .where(eq(planChanges.profileId, profileId))
    .orderBy(asc(planChanges.createdAt));
  return {
    type: profile!.type,
    activated: profile!.activated,
    contracts,
    audit,
    vouchers: await database.$count(vouchers, eq(vouchers.ownerUserId, profile!.userId)),
    ledgerEntries: await database.$count(ledgerEntries),
  };
}
