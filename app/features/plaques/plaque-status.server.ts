import { eq, inArray } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import { plaqueOrderStage } from "./plaque-orders.server";

/** Where a memorial's QR plaque stands, as a partner's list shows it (decision 043). */
export interface PlaqueStatus {
  /** The ten letters linked to the memorial, if any. */
  hash: string | null;
  /** The plaque existed before the memorial (a pre-printed one typed in the partner's wizard). */
  preprinted: boolean;
  /** The shipping order: none given, waiting for the plan's payment, to print and send, or sent. */
  order: "none" | "awaiting_payment" | "awaiting_address" | "to_ship" | "shipped";
  shippedAt: Date | null;
}

/**
 * The plaque status of each memorial named, for a service that already checked that its caller
 * may see these memorials (it takes no actor). Memorials without a plaque or an order are 'none'.
 */
export async function plaqueStatusesOf(
  profileIds: readonly string[],
  database: Database = db(),
): Promise<Map<string, PlaqueStatus>> {
  const statuses = new Map<string, PlaqueStatus>();
  if (profileIds.length === 0) return statuses;
  const ids = [...profileIds];
  const [hashes, orders] = await Promise.all([
    database
      .select({
        profileId: plaqueHashes.profileId,
        hash: plaqueHashes.hash,
        batch: plaqueHashes.batch,
        createdAt: plaqueHashes.createdAt,
        linkedAt: plaqueHashes.linkedAt,
      })
      .from(plaqueHashes)
      .where(inArray(plaqueHashes.profileId, ids)),
    database
      .select({
        profileId: plaqueOrders.profileId,
        status: plaqueOrders.status,
        street: plaqueOrders.street,
        shippedAt: plaqueOrders.shippedAt,
        profileType: profiles.type,
      })
      .from(plaqueOrders)
      .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
      .where(inArray(plaqueOrders.profileId, ids)),
  ]);
  for (const id of ids) statuses.set(id, { hash: null, preprinted: false, order: "none", shippedAt: null });
  for (const row of hashes) {
    if (!row.profileId) continue;
    // Issued for the memorial, its hash is created when linked; a pre-printed one waited in a batch.
    const preprinted = row.batch !== null || (row.linkedAt !== null && row.createdAt < row.linkedAt);
    statuses.set(row.profileId, { ...statuses.get(row.profileId)!, hash: row.hash, preprinted });
  }
  for (const row of orders) {
    const order = plaqueOrderStage(row, row.profileType);
    statuses.set(row.profileId, { ...statuses.get(row.profileId)!, order, shippedAt: row.shippedAt });
  }
  return statuses;
}
