import { and, eq, ne, sql } from "drizzle-orm";
import { tributes } from "~/db/schema";
import { companyAccountId } from "~/features/ledger/index.server";
import type { ProductPort } from "~/features/payments";
import { ConflictError, NotFoundError } from "~/shared/http/errors";
import { holdOnSettlement } from "./moderation.server";
import { oweOwnerNotice } from "./owner-notice.server";

export const TRIBUTE_PRODUCT_MESSAGES = {
  notFound: "Homenagem não encontrada.",
  paid: "Esta homenagem já foi paga.",
  expired: "Esta homenagem expirou sem pagamento. Faça uma nova homenagem.",
} as const;

const WHAT = { Candle: "Vela", Flower: "Flor", Message: "Mensagem", Photo: "Foto de lembrança" } as const;

/** A tribute left on a memorial, paid to be shown (a candle burns from its payment). */
export const tributeProduct: ProductPort = {
  label: "Homenagem",
  ledgerKind: "purchase",
  payableFromWallet: true,

  async quote(tx, _actor, input) {
    // Anyone, signed in or not, may pay for a tribute left on a memorial.
    const [tribute] = await tx.select().from(tributes).where(eq(tributes.id, input.productRefId));
    if (!tribute) throw new NotFoundError(TRIBUTE_PRODUCT_MESSAGES.notFound);
    if (tribute.status === "paid" || tribute.amountCents <= 0) throw new ConflictError(TRIBUTE_PRODUCT_MESSAGES.paid);
    if (tribute.status === "expired") throw new ConflictError(TRIBUTE_PRODUCT_MESSAGES.expired);
    return {
      productRefId: tribute.id,
      amountCents: tribute.amountCents,
      description: `Homenagem: ${WHAT[tribute.type]}`,
    };
  },

  creditAccount: (tx) => companyAccountId(tx, "revenue"),

  async fulfil(tx, payment, now) {
    const [tribute] = await tx
      .update(tributes)
      .set({
        status: "paid",
        paidAt: now,
        burnsUntil: sql`case when ${tributes.type} = 'Candle'
          then ${now.toISOString()}::timestamptz + make_interval(days => coalesce(${tributes.candleDays}, 7)) end`,
      })
      .where(and(eq(tributes.id, payment.productRefId), ne(tributes.status, "paid")))
      .returning({ id: tributes.id });
    if (tribute) {
      // A message or photo may wait for the family (approval mode, a link); they hear of it once.
      await holdOnSettlement(tx, tribute.id);
      await oweOwnerNotice(tx, tribute.id);
    }
    return { delivered: Boolean(tribute) };
  },

  async reverse(tx, payment) {
    // Refunded: it is no longer shown (only paid tributes are public); the row is kept.
    await tx.update(tributes).set({ status: "expired" }).where(eq(tributes.id, payment.productRefId));
  },

  // The checkout that paid it already stands on the memorial.
  describe: async () => ({ next: null }),
};
