import type { Database } from "~/db/client.server";
import { plans } from "~/db/schema";
import { PLAN_CATALOGUE } from "~/features/plans/plans.catalog";

/**
 * The plans catalogue (Free, Ouro, Platina, Diamante). The product keeps a single copy in
 * app/features/plans/plans.catalog.ts; it is re-exported here for the seed and its tests.
 */
export { PLAN_CATALOGUE };

export type PlanRow = typeof plans.$inferInsert;

/** Inserts the catalogue (tests do this before seeding; the app syncs it at start). */
export async function insertPlanCatalogue(database: Database): Promise<void> {
  await database.insert(plans).values(PLAN_CATALOGUE).onConflictDoNothing({ target: plans.id });
}
