import { eq } from "drizzle-orm";
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
