/** What is being bought: the server quotes the price again and never takes it from the client. */
export interface CheckoutItem {
  product: "tribute" | "profile_plan" | "wallet_topup";
  productRefId: string;
  planId?: "Ouro" | "Platina" | "Diamante";
  /** The price shown before the server's quote arrives (a top-up's chosen amount). */
  amountCents: number;
  description: string;
  /**
   * The card installment counts offered and each one's total (plans: at once, or 6x R$ 100 / 150 /
   * 200, from plans' `planCardOptions`); none: the card pays the price at once.
   */
  cardOptions?: CardOption[];
}

/** One way a card pays: `installments` installments adding up to `totalCents` (before a voucher). */
export interface CardOption {
  installments: number;
  totalCents: number;
}

/** The payment provider in use, as the browser needs it (never a secret). */
export interface CheckoutSettings {
  provider: "sandbox" | "mercadopago";
  /** Mercado Pago's public key, for its Card Payment Brick. */
  publicKey: string | null;
}

export interface PayerDefaults {
  email: string;
  name?: string;
  phone?: string;
}

/** A card the payer's browser tokenised: what the payment call carries instead of the card. */
export interface CardPayment {
  token: string;
  installments: number;
  paymentMethodId: string;
}
