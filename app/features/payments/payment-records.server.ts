import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments } from "~/db/schema";
import { isUuid } from "~/shared/validation/uuid";
import type { Payment } from "./product-port";

/** One payment as stored, or undefined for an unknown or malformed id. */
export async function findPayment(paymentId: string): Promise<Payment | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  return payment;
}

/** How many payments are in each status (the metrics' `memorial_payments`); a status with none is absent. */
export async function countPaymentsByStatus(): Promise<{ status: Payment["status"]; count: number }[]> {
  return db().select({ status: payments.status, count: count() }).from(payments).groupBy(payments.status);
}
