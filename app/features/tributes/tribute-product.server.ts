import { and, eq, ne, sql } from "drizzle-orm";
import { profiles, tributes } from "~/db/schema";
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

/** What the receipt and the payment page call it: the tribute and its memorial, each named once. */
export function tributeDescription(tribute: { type: keyof typeof WHAT; candleDays: number | null }, memorial: string) {
  const what = tribute.type === "Candle" ? `Vela de ${tribute.candleDays ?? 7} dias` : WHAT[tribute.type];
  return `${what} no memorial de ${memorial}`;
}

/** A tribute left on a memorial, paid to be shown (a candle burns from its payment). */
export const tributeProduct: ProductPort = {
  label: "Homenagem",
  ledgerKind: "purchase",
  payableFromWallet: true,

  async quote(tx, _actor, input) {
    // Anyone, signed in or not, may pay for a tribute left on a memorial.
    const [row] = await tx
      .select({ tribute: tributes, memorial: profiles.name })
      .from(tributes)
      .innerJoin(profiles, eq(profiles.id, tributes.profileId))
      .where(eq(tributes.id, input.productRefId));
    const tribute = row?.tribute;
    if (!row || !tribute) throw new NotFoundError(TRIBUTE_PRODUCT_MESSAGES.notFound);
    if (tribute.status === "paid" || tribute.amountCents <= 0) throw new ConflictError(TRIBUTE_PRODUCT_MESSAGES.paid);
    if (tribute.status === "expired") throw new ConflictError(TRIBUTE_PRODUCT_MESSAGES.expired);
    return {
      productRefId: tribute.id,
      amountCents: tribute.amountCents,
      description: tributeDescription(tribute, row.memorial),
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
