import type { payments } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Tx } from "~/features/ledger/index.server";

export type Payment = typeof payments.$inferSelect;
export type PaymentProduct = Payment["product"];

export interface QuoteInput {
  productRefId: string;
  planId?: string | null;
  /** Only a wallet top-up lets the payer choose the amount. */
  amountCents?: unknown;
}

export interface Quote {
  productRefId: string;
  planId?: "Ouro" | "Platina" | "Diamante" | null;
  amountCents: number;
  description: string;
}

/**
 * What each product does with money: the price (and who may buy), where an approved payment's
 * money goes, what the purchase delivers, and how a refund undoes it. Later products register
 * their own handler.
 */
export interface ProductHandler {
  quote(tx: Tx, actor: SessionUser | null, input: QuoteInput): Promise<Quote>;
  /** The ledger account credited when the payment is approved (revenue, or a wallet). */
  creditAccount(tx: Tx, payment: Payment): Promise<string>;
  /**
   * Delivers the purchase in the transaction that approves the payment. Returns what it made, kept
   * on the payment for a reversal; `delivered: false` when the product was already delivered by
   * another payment (the money then goes back to the payer).
   */
  fulfil(tx: Tx, payment: Payment, now: Date): Promise<{ delivered: boolean; ref?: Record<string, string> }>;
  reverse(tx: Tx, payment: Payment, now: Date): Promise<void>;
}

const handlers = new Map<PaymentProduct, ProductHandler>();

export function registerProductHandler(product: PaymentProduct, handler: ProductHandler): void {
  handlers.set(product, handler);
}

export function productHandler(product: PaymentProduct): ProductHandler {
  const handler = handlers.get(product);
  if (!handler) throw new Error(`No fulfilment handler for ${product}.`);
  return handler;
}
