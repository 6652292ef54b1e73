import { eq } from "drizzle-orm";
import { vouchers } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * The vouchers a person made or was given. Erasure keeps them (each is a ledger account; whoever
 * holds a code may still use it); they name the account's tombstone (decision 058).
 */
export const vouchersPersonalData: PersonalDataSource = {
  name: "vouchers",
  tables: { vouchers: ["owner_user_id"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        code: vouchers.code,
        accountId: vouchers.accountId,
        initialCents: vouchers.initialCents,
        grantedByPaymentId: vouchers.grantedByPaymentId,
        availableAt: vouchers.availableAt,
        createdAt: vouchers.createdAt,
      })
      .from(vouchers)
      .where(eq(vouchers.ownerUserId, subject.userId));
    return { vouchers: rows };
  },
  async eraseFor() {
    // Kept on purpose: see above.
  },
};
