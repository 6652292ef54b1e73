import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plans } from "~/db/schema";
import { PLAN_CATALOGUE } from "./plans.catalog";

export type Plan = typeof plans.$inferSelect;

/** Brings the plans table in line with the catalogue (insert or update; plans are never removed). */
export async function syncPlans(): Promise<void> {
  for (const plan of PLAN_CATALOGUE) {
    const { id: _id, ...rest } = plan;
    await db().insert(plans).values(plan).onConflictDoUpdate({ target: plans.id, set: rest });
  }
}

export async function listPlans(): Promise<Plan[]> {
  return db().select().from(plans).orderBy(asc(plans.position));
}
