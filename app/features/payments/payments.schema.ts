import { z } from "zod";
import { MAX_CENTS } from "~/shared/validation/money";
import { centavos, reais, sameAmountIn } from "~/shared/validation/money.schema";

/**
 * Request shapes of the payment calls (pt-BR messages). Amounts come in reais where the spec
 * shows them, or in whole centavos (`…Cents`, what our checkout sends); one of the two is enough.
 */
const FILL_ALL = "Preencha todos os campos";

const uuid = z.uuid({ message: FILL_ALL });

export const productSchema = z.object({
  product: z.enum(["tribute", "profile_plan", "wallet_topup"], { message: FILL_ALL }),
  productRefId: uuid,
  planId: z
    .enum(["Ouro", "Platina", "Diamante"], { message: "Escolha um plano: Ouro, Platina ou Diamante." })
    .optional(),
});

export const initiatePaymentSchema = productSchema
  .extend({
    /** A wallet top-up's amount (other products are priced by the server). */
    totalAmount: reais.optional().describe("Reais (the spec's field); or send totalAmountCents."),
    totalAmountCents: centavos.optional().describe("Whole centavos; or send totalAmount in reais."),
    description: z.string().max(200).optional(),
  })
  .superRefine(sameAmountIn("totalAmount", "totalAmountCents"));

export const processPaymentSchema = productSchema
  .extend({
    /** The id initiatePayment returned: the attempt's idempotency key. */
    preferenceId: z.string({ message: FILL_ALL }).min(8, FILL_ALL).max(128, FILL_ALL),
    /** Only a wallet top-up's amount is taken from the client. */
    amount: reais.optional().describe("A wallet top-up's amount in reais (the spec's field); or send amountCents."),
    amountCents: centavos.optional().describe("A wallet top-up's amount in whole centavos; or send amount."),
    /** Part of the price paid from the wallet (after a voucher). */
    walletAmount: z
      .number()
      .finite()
      .nonnegative()
      .optional()
      .describe("The part paid from the wallet, in reais; or send walletAmountCents."),
    walletAmountCents: z
      .number()
      .int()
      .nonnegative()
      .max(MAX_CENTS)
      .optional()
      .describe("The part paid from the wallet, in whole centavos; or send walletAmount."),
    payment: z.object(
      {
        payment_method_id: z.string({ message: FILL_ALL }).min(1, FILL_ALL).max(40),
        token: z.string().max(200).optional(),
        installments: z
          .number()
          .int()
          .min(1, "Escolha de 1 a 6 parcelas.")
          .max(6, "Escolha de 1 a 6 parcelas.")
          .optional(),
        payer: z.object(
          {
            email: z.string({ message: FILL_ALL }).min(1, FILL_ALL).max(200),
            first_name: z.string().max(100).optional(),
            last_name: z.string().max(100).optional(),
            phone: z.string().max(30).optional(),
            identification: z.object(
              { type: z.string().max(10).optional(), number: z.string({ message: FILL_ALL }).min(1, FILL_ALL).max(30) },
              { message: FILL_ALL },
            ),
          },
          { message: FILL_ALL },
        ),
      },
      { message: FILL_ALL },
    ),
  })
  .superRefine(sameAmountIn("amount", "amountCents"))
  .superRefine(sameAmountIn("walletAmount", "walletAmountCents"));

export const walletPurchaseSchema = z.object({
  tributeId: uuid.optional(),
  profileId: uuid.optional(),
  plan: z.enum(["Ouro", "Platina", "Diamante"]).optional(),
  idempotencyKey: z.string({ message: FILL_ALL }).min(8, FILL_ALL).max(128, FILL_ALL),
});

export const sandboxCardSchema = z.object({
  cardNumber: z.string({ message: FILL_ALL }).min(12, "Dados do cartão inválidos.").max(30),
  cardholderName: z.string({ message: FILL_ALL }).min(1, FILL_ALL).max(100),
  expirationMonth: z.coerce.number().int(),
  expirationYear: z.coerce.number().int(),
  securityCode: z
    .string({ message: FILL_ALL })
    .min(3, "Dados do cartão inválidos.")
    .max(4, "Dados do cartão inválidos."),
});
