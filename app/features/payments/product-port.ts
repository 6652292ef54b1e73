import type { payments } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import type { Tx } from "~/db/transaction.server";

export type Payment = typeof payments.$inferSelect;
export type PaymentProduct = Payment["product"];

export interface QuoteInput {
  productRefId: string;
  planId?: string | null;
  /** Only a wallet top-up lets the payer choose the amount. */
  amountCents?: unknown;
  /** Card installments chosen (1 when paid at once, by PIX or from the wallet): a plan's price depends on it. */
  installments?: number;
}

export interface Quote {
  productRefId: string;
  planId?: "Ouro" | "Platina" | "Diamante" | null;
  amountCents: number;
  description: string;
}

/** What fulfilment made, kept on the payment (`fulfilmentRef`) for a later reversal. */
export interface Fulfilment {
  /** False when another payment had already delivered the product: the money goes back to the payer. */
  delivered: boolean;
  ref?: Record<string, string>;
}

/**
 * The product port: all payments know of a product. The feature that owns a product implements
 * it and the composition root (`app/composition/products.server.ts`) registers it; payments,
 * settlement and reconciliation call it and never import the product's feature.
 *
 * Payments keep the guarantees: `quote` runs in the transaction that records the attempt (the
 * price is always the product's); `creditAccount` and `fulfil` run in the transaction that moves
 * the payment to approved, after the payment row is locked, so a product is delivered exactly
 * once however many approvals race; `reverse` runs in the refund's or chargeback's transaction,
 * after the compensating entries, only for a payment that delivered. A new product (printed
 * cards, a video, a renewal) adds its name to the `payment_product` enum (a migration),
 * implements this interface in its own feature and registers it in the composition root.
 */
export interface ProductPort {
  /** Its pt-BR name on the payment page and in the receipt ('Homenagem'). */
  readonly label: string;
  /** The approval's ledger transaction kind: `topup` when the money stays the payer's, else `purchase`. */
  readonly ledgerKind: "purchase" | "topup";
  /** Whether it may be paid entirely from the wallet (a top-up may not: the wallet would pay itself). */
  readonly payableFromWallet: boolean;
  /** The price and description, and who may buy (throws the typed error of a refusal). */
  quote(tx: Tx, actor: SessionUser | null, input: QuoteInput): Promise<Quote>;
  /** The ledger account credited when the payment is approved (revenue, or a wallet). */
  creditAccount(tx: Tx, payment: Payment): Promise<string>;
  /** Delivers the purchase in the transaction that approves the payment. */
  fulfil(tx: Tx, payment: Payment, now: Date): Promise<Fulfilment>;
  /** Undoes the delivery of a refunded or charged-back payment, in that transaction. */
  reverse(tx: Tx, payment: Payment, now: Date): Promise<void>;
  /** What the payment page shows of it for `viewer`: where it goes once approved (null: it stays). */
  describe(viewer: SessionUser | null, payment: Payment): Promise<{ next: string | null }>;
}

const ports = new Map<PaymentProduct, ProductPort>();

/** Registers (or replaces) the port of a product; registering the same port again changes nothing. */
export function registerProduct(product: PaymentProduct, port: ProductPort): void {
  ports.set(product, port);
}

/** The registered port of a product; a product nobody registered is a wiring error, not a refusal. */
export function productPort(product: PaymentProduct): ProductPort {
  const port = ports.get(product);
  if (!port) throw new Error(`No product port registered for ${product} (see app/composition/products.server.ts).`);
  return port;
}
