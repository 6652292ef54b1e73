/** What is being bought: the server quotes the price again and never takes it from the client. */
export interface CheckoutItem {
  product: "tribute" | "profile_plan" | "wallet_topup";
  productRefId: string;
  planId?: "Ouro" | "Platina" | "Diamante";
  /** The price shown before the server's quote arrives (a top-up's chosen amount). */
  amountCents: number;
  description: string;
  /** Up to 6 for plans (6x R$ 100 / R$ 150 / R$ 200), 1 otherwise. */
  maxInstallments: number;
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
