import { PRIVATE_PREFIX } from "~/integrations/storage/storage";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cardPrintOrders } from "~/db/schema";
import { storage } from "~/integrations/storage/storage.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, ForbiddenError, NotFoundError } from "~/shared/http/errors";
import type { JobContext } from "~/shared/jobs/jobs.server";
import { isUuid } from "~/shared/validation/uuid";
import { isAdmin, signedIn } from "./plaque-orders.server";
import { PRINT_ORDER_MESSAGES as M } from "./print-orders.schema";
import { owePrintFile } from "./print-orders.server";

/** Draws a memorial's printed card (both sides, one PDF): the cards feature's, injected by app/composition. */
export type DrawPrintCard = (profileId: string) => Promise<Buffer | undefined>;

/**
 * The print-file job (decision 049): draws the memorial's card as it is now and keeps it in storage
 * under a new key (`private/card-prints/{orderId}/{random}.pdf`, never served by /media: the admins download
 * it through `printOrderFile`). A cancelled order gets none.
 */
export function renderPrintFileJob(draw: DrawPrintCard) {
  return async ({ payload, reportProgress }: JobContext<{ orderId: string }>) => {
    const [order] = await db().select().from(cardPrintOrders).where(eq(cardPrintOrders.id, payload.orderId));
    if (!order || order.status === "cancelled") return;
    await reportProgress(20, "Desenhando os cartões");
    const pdf = await draw(order.profileId);
    if (!pdf) return;
    await reportProgress(80, "Guardando o arquivo");
    const key = `${PRIVATE_PREFIX}card-prints/${order.id}/${randomBytes(8).toString("hex")}.pdf`;
    await storage().put(key, pdf, "application/pdf");
    await db().update(cardPrintOrders).set({ fileKey: key }).where(eq(cardPrintOrders.id, order.id));
  };
}

async function adminOrder(actor: SessionUser | null, orderId: string) {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  if (!isUuid(orderId)) throw new NotFoundError(M.orderNotFound);
  const [order] = await db().select().from(cardPrintOrders).where(eq(cardPrintOrders.id, orderId));
  if (!order) throw new NotFoundError(M.orderNotFound);
  return order;
}

/** An admin asks the print file again (the memorial changed, or the last render failed). */
export async function requestPrintFile(actor: SessionUser | null, orderId: string): Promise<string> {
  const order = await adminOrder(actor, orderId);
  if (order.status === "cancelled") throw new ConflictError(M.cancelled);
  const jobId = await owePrintFile(order.id);
  await db().update(cardPrintOrders).set({ fileJobId: jobId }).where(eq(cardPrintOrders.id, order.id));
  return jobId;
}

/** The print file, for site admins only. */
export async function printOrderFile(actor: SessionUser | null, orderId: string): Promise<Buffer> {
  const order = await adminOrder(actor, orderId);
  const file = order.fileKey ? await storage().get(order.fileKey) : undefined;
  if (!file) throw new NotFoundError(M.noFile);
  return file;
}

/** Orders in production without a print file get one rendered (the demo's, seeded in production). */
export async function oweMissingPrintFiles(): Promise<number> {
  const missing = await db()
    .select({ id: cardPrintOrders.id })
    .from(cardPrintOrders)
    .where(
      and(
        eq(cardPrintOrders.status, "in_production"),
        isNull(cardPrintOrders.fileKey),
        isNull(cardPrintOrders.fileJobId),
      ),
    );
  for (const { id } of missing) {
    const jobId = await owePrintFile(id);
    await db().update(cardPrintOrders).set({ fileJobId: jobId }).where(eq(cardPrintOrders.id, id));
  }
  return missing.length;
}
