import { eq, or, sql } from "drizzle-orm";
import { payments } from "~/db/schema";
import type { DataSubject, PersonalDataSource } from "~/shared/personal-data.server";

const mine = (subject: DataSubject) =>
  or(eq(payments.userId, subject.userId), sql`lower(${payments.payer}->>'email') = ${subject.email}`);

/**
 * The payments a person made, signed in or by the e-mail given as payer. Erasure keeps every
 * payment and its amounts (the ledger and the provider's records must still reconcile; decision
 * 058) and clears the payer's contact details; the account link names the tombstone.
 */
export const paymentsPersonalData: PersonalDataSource = {
  name: "payments",
  tables: { payments: ["user_id", "payer"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        id: payments.id,
        product: payments.product,
        productRefId: payments.productRefId,
        description: payments.description,
        status: payments.status,
        method: payments.method,
        amountCents: payments.amountCents,
        walletCents: payments.walletCents,
        installments: payments.installments,
        provider: payments.provider,
        payer: payments.payer,
        createdAt: payments.createdAt,
        settledAt: payments.settledAt,
        reversedAt: payments.reversedAt,
      })
      .from(payments)
      .where(mine(subject));
    return { payments: rows };
  },
  async eraseFor(db, subject) {
    await db.update(payments).set({ payer: {} }).where(mine(subject));
  },
};
