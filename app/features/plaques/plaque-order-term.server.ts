import { plaqueOrders } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { oweAddressRequest } from "./plaque-address-request.server";
import type { PaidPlanId } from "./plaque-orders.server";

/**
 * A paid term started (a payment's fulfilment, an admin's assignment, a renewal): its plaque is owed
 * (decision 042). When the memorial has no plaque order yet, one is opened without an address, in
 * the term's transaction, and the e-mail asking its administrators for the address is owed with it
 * (sent once, after the commit). A memorial that already has one (an address given before paying,
 * a renewal, a plaque already sent) gets nothing more: one plaque per memorial. Returns whether an
 * order was opened.
 */
export async function openPlaqueOrder(
  tx: Tx,
  input: { profileId: string; planId: PaidPlanId; now: Date },
): Promise<boolean> {
  const [opened] = await tx
    .insert(plaqueOrders)
    .values({ profileId: input.profileId, planId: input.planId, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing({ target: plaqueOrders.profileId })
    .returning({ id: plaqueOrders.id });
  if (opened) await oweAddressRequest(tx, input.profileId);
  return Boolean(opened);
}

/**
 * A partner created the memorial with a pre-printed plaque it hands to the family itself: the order
 * is recorded as delivered (by that partner, now, with no address), so no second plaque is made and
 * nobody is asked for an address. Does nothing when the memorial already has an order.
 */
export async function recordHandedOverPlaque(
  tx: Tx,
  input: { profileId: string; partnerId: string; planId: PaidPlanId; now: Date },
): Promise<void> {
  await tx
    .insert(plaqueOrders)
    .values({
      profileId: input.profileId,
      planId: input.planId,
      status: "shipped",
      shippedAt: input.now,
      shippedByUserId: input.partnerId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: plaqueOrders.profileId });
}
