import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { idempotencyKeys, plaqueOrders } from "~/db/schema";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet } from "~/features/payments/payments.test-helpers";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import type { SessionUser } from "~/shared/auth/session-user";

/** A Brazilian address as the forms post it. */
export const ADDRESS = {
  street: "Rua das Palmeiras, 88",
  city: "Salvador",
  state: "BA",
  zip_code: "40020000",
  country: "Brasil",
} as const;

/** Every message the mailer is asked to send, from now on. */
export function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  setMailer({
    async send(message) {
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
  return sent;
}

/** The plaque orders of a profile (at most one, by the table's rule). */
export function ordersOf(database: Database, profileId: string) {
  return database.select().from(plaqueOrders).where(eq(plaqueOrders.profileId, profileId));
}

/** The address requests owed for a profile: one row per request ever owed; `result` set once handled. */
export function addressRequestsOf(database: Database, profileId: string) {
  return database
    .select({ result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, "plaque-address-request"), eq(idempotencyKeys.key, profileId)));
}

let purchases = 0;

/** The payer buys the plan from a wallet funded for it: an approved payment, fulfilled as any other. */
export async function payPlan(
  payer: SessionUser,
  profileId: string,
  planId: "Ouro" | "Platina" | "Diamante",
  now: Date,
): Promise<void> {
  purchases += 1;
  await fundWallet(payer.id, 100_000, `fund-plan-${purchases}-${payer.id}`);
  await buyWithWalletBalance(
    payer,
    { product: "profile_plan", productRefId: profileId, planId, idempotencyKey: `plan-purchase-${purchases}` },
    now,
  );
}
