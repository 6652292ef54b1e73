import type { Tx } from "~/db/transaction.server";
import type { ProfileTypeId } from "./plan-changes.schema";
import { hasPaidTermInForce } from "./plan-term.server";
import { PLAN_CATALOGUE } from "./plans.catalog";

export interface PhotoLimit {
  /** The plan whose limit applies: the profile's own, or Free once a paid term has lapsed. */
  plan: ProfileTypeId;
  /** Gallery photos the memorial may hold. */
  limit: number;
}

const limitOf = (plan: ProfileTypeId) => PLAN_CATALOGUE.find((p) => p.id === plan)!.photoLimit;

/**
 * How many gallery photos a memorial may hold now (part 2, section 9: Free 5, Ouro 10, Platina 15,
 * Diamante 30). A paid plan counts while its term runs; a lapsed one falls back to the Free limit
 * (DECISIONS: the memorial keeps its photos, it only cannot add more).
 */
export async function photoLimit(tx: Tx, profile: { id: string; type: ProfileTypeId }, now: Date): Promise<PhotoLimit> {
  const plan = profile.type !== "Free" && (await hasPaidTermInForce(tx, profile.id, now)) ? profile.type : "Free";
  return { plan, limit: limitOf(plan) };
}
