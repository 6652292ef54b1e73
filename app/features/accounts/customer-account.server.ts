import { sql } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { isUniqueViolation, normalizeEmail } from "./account-access.server";

/**
 * A partner's customer's account, created in the caller's transaction (simplified creation,
 * decision 027): a regular account, inactive until the customer's first sign-in
 * (activateOnFirstLogin), remembered as created by the partner. Null when the e-mail is taken.
 */
export async function createCustomerAccount(
  tx: Tx,
  customer: { partnerId: string; name: string; email: string; passwordHash: string },
): Promise<string | null> {
  const email = normalizeEmail(customer.email);
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing) return null;
  const [row] = await tx
    .insert(users)
    .values({
      name: customer.name,
      email,
      passwordHash: customer.passwordHash,
      type: "regular",
      createdByUserId: customer.partnerId,
      active: false,
    })
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  return row?.id ?? null;
}
