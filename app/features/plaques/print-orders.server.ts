import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cardPrintOrders, plaqueOrders, profiles } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { parseInput } from "~/shared/http/api.server";
import { ConflictError, ForbiddenError, NotFoundError } from "~/shared/http/errors";
import { enqueueJob } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import { isUuid } from "~/shared/validation/uuid";
import { owePrintOrderMail, sendPrintOrderMail } from "./print-order-mail.server";
import {
  canMovePrintOrder,
  PRINT_ORDER_MESSAGES as M,
  PRINT_QUANTITY,
  printOrderMoveSchema,
  type PrintOrderStage,
  type PrintOrderStatus,
} from "./print-orders.schema";
import {
  addressOf,
  isAdmin,
  type PaidPlanId,
  type PlaqueOrderAddress,
  type ProfileTypeId,
  signedIn,
} from "./plaque-orders.server";

/** The job that renders an order's print file (registered in app/composition with the card's renderer). */
export const PRINT_FILE_JOB = "render-card-print-file";

/** Owes the render of an order's print file, in the caller's transaction when given. */
export function owePrintFile(orderId: string, tx?: Tx): Promise<string> {
  return enqueueJob(PRINT_FILE_JOB, { orderId }, { singletonKey: orderId, ...(tx && { tx }) });
}

/** Where an order stands (decision 049): a pending one by the plan and the plaque's address, else its status. */
export function printOrderStage(
  order: { status: PrintOrderStatus },
  profileType: ProfileTypeId,
  plaqueAddress: PlaqueOrderAddress | null,
): PrintOrderStage {
  if (order.status !== "pending") return order.status;
  if (profileType === "Free") return "awaiting_payment";
  return plaqueAddress ? "to_produce" : "awaiting_address";
}

/**
 * A paid term started (decision 049): its printed cards are owed, in the term's transaction. When
 * the memorial's latest order is still pending and of another plan (an upgrade or a change of plan
 * before production), that order follows the new term: its plan, quantity and term change. Else a
 * new order is opened for the term (a renewal's cards are new cards). Returns the order's id.
 */
export async function openPrintOrder(
  tx: Tx,
  input: { profileId: string; planContractId: string; planId: PaidPlanId; now: Date },
): Promise<string> {
  const quantity = PRINT_QUANTITY[input.planId];
  const [pending] = await tx
    .select({ id: cardPrintOrders.id, planId: cardPrintOrders.planId })
    .from(cardPrintOrders)
    .where(and(eq(cardPrintOrders.profileId, input.profileId), eq(cardPrintOrders.status, "pending")))
    .orderBy(desc(cardPrintOrders.createdAt))
    .limit(1)
    .for("update");
  if (pending && pending.planId !== input.planId) {
    await tx
      .update(cardPrintOrders)
      .set({ planId: input.planId, quantity, planContractId: input.planContractId, updatedAt: input.now })
      .where(eq(cardPrintOrders.id, pending.id));
    return pending.id;
  }
  const [opened] = await tx
    .insert(cardPrintOrders)
    .values({
      profileId: input.profileId,
      planContractId: input.planContractId,
      planId: input.planId,
      quantity,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: cardPrintOrders.id });
  return opened!.id;
}

/**
 * A plan lapsed, or a term was refunded or charged back (decision 049, through settleMemorialPlan
 * and endPlanTerm): the orders not sent yet (of that term, or all of the memorial's) are cancelled
 * and each administrator is told, once the transaction commits. Nothing else is touched.
 */
export async function cancelPrintOrders(
  tx: Tx,
  input: { profileId: string; planContractId?: string; reason: "lapse" | "refund"; now: Date },
): Promise<string[]> {
  const cancelled = await tx
    .update(cardPrintOrders)
    .set({ status: "cancelled", cancelledAt: input.now, cancelReason: input.reason, updatedAt: input.now })
    .where(
      and(
        eq(cardPrintOrders.profileId, input.profileId),
        inArray(cardPrintOrders.status, ["pending", "in_production"]),
        input.planContractId ? eq(cardPrintOrders.planContractId, input.planContractId) : undefined,
      ),
    )
    .returning({ id: cardPrintOrders.id });
  for (const { id } of cancelled) await owePrintOrderMail(tx, id, "cancelled");
  return cancelled.map(({ id }) => id);
}

/**
 * An admin moves an order one step forward (decision 049). Refused to anyone but a site admin, for
 * a move that is not the next one (a second admin's click included: the row is locked and the
 * update is conditional, so two moves at once make one), while the plan is unpaid or the plaque's
 * address is missing. Going into production keeps the address it is sent to and owes the print
 * file's render; every move owes an e-mail to the memorial's administrators, sent after the commit.
 */
export async function movePrintOrder(
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; status: PrintOrderStatus }> {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  const move = parseInput(printOrderMoveSchema, input);
  if (!isUuid(move.orderId)) throw new NotFoundError(M.orderNotFound);
  const moved = await inTransaction(async (tx) => {
    const [found] = await tx
      .select({ order: cardPrintOrders, profileType: profiles.type })
      .from(cardPrintOrders)
      .innerJoin(profiles, eq(profiles.id, cardPrintOrders.profileId))
      .where(eq(cardPrintOrders.id, move.orderId))
      .for("update", { of: cardPrintOrders });
    if (!found) throw new NotFoundError(M.orderNotFound);
    const from = found.order.status;
    if (from === "cancelled") throw new ConflictError(M.cancelled);
    if (!canMovePrintOrder(from, move.to)) throw new ConflictError(M.moved);
    const set: Partial<typeof cardPrintOrders.$inferInsert> = { status: move.to, updatedAt: now };
    if (move.to === "in_production") {
      const [plaque] = await tx.select().from(plaqueOrders).where(eq(plaqueOrders.profileId, found.order.profileId));
      const address = plaque ? addressOf(plaque) : null;
      const stage = printOrderStage(found.order, found.profileType, address);
      if (stage === "awaiting_payment") throw new ConflictError(M.awaitingPayment);
      if (stage === "awaiting_address") throw new ConflictError(M.awaitingAddress);
      Object.assign(set, {
        shippingAddress: address,
        productionAt: now,
        productionByUserId: who.id,
        fileJobId: await owePrintFile(move.orderId, tx),
      });
    }
    if (move.to === "shipped")
      Object.assign(set, { shippedAt: now, shippedByUserId: who.id, trackingCode: move.trackingCode });
    if (move.to === "delivered") Object.assign(set, { deliveredAt: now, deliveredByUserId: who.id });
    const [updated] = await tx
      .update(cardPrintOrders)
      .set(set)
      .where(and(eq(cardPrintOrders.id, move.orderId), eq(cardPrintOrders.status, from)))
      .returning({ id: cardPrintOrders.id });
    if (!updated) throw new ConflictError(M.moved);
    await owePrintOrderMail(tx, move.orderId, move.to);
    return { id: move.orderId, status: move.to };
  });
  // The family's e-mail leaves now; if it cannot, it stays owed for the sweep.
  await sendPrintOrderMail(`${moved.id}:${moved.status}`).catch((error: unknown) =>
    logger().error({ err: error, printOrder: moved }, "print order e-mail not sent; it stays owed"),
  );
  return moved;
}

/** A memorial's printed-card orders as its panel shows them (latest first), for a caller already allowed. */
export interface PanelPrintOrder {
  id: string;
  planId: ProfileTypeId;
  quantity: number;
  stage: PrintOrderStage;
  trackingCode: string | null;
  createdAt: Date;
  productionAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

export async function printOrdersOf(profileId: string): Promise<PanelPrintOrder[]> {
  const rows = await db()
    .select({ order: cardPrintOrders, profileType: profiles.type, plaque: plaqueOrders })
    .from(cardPrintOrders)
    .innerJoin(profiles, eq(profiles.id, cardPrintOrders.profileId))
    .leftJoin(plaqueOrders, eq(plaqueOrders.profileId, cardPrintOrders.profileId))
    .where(eq(cardPrintOrders.profileId, profileId))
    .orderBy(desc(cardPrintOrders.createdAt), desc(cardPrintOrders.id));
  return rows.map(({ order, profileType, plaque }) => ({
    id: order.id,
    planId: order.planId,
    quantity: order.quantity,
    stage: printOrderStage(order, profileType, plaque ? addressOf(plaque) : null),
    trackingCode: order.trackingCode,
    createdAt: order.createdAt,
    productionAt: order.productionAt,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
  }));
}
