import { z } from "zod";
import { reais } from "~/shared/validation/money";

/** Request shapes of the payment calls (pt-BR messages; amounts in reais at the edge). */
const FILL_ALL = "Preencha todos os campos";

const uuid = z.uuid({ message: FILL_ALL });

export const productSchema = z.object({
  product: z.enum(["tribute", "profile_plan", "wallet_topup"], { message: FILL_ALL }),
  productRefId: uuid,
  planId: z
    .enum(["Ouro", "Platina", "Diamante"], { message: "Escolha um plano: Ouro, Platina ou Diamante." })
    .optional(),
});

export const initiatePaymentSchema = productSchema.extend({
  totalAmount: reais.optional(),
  description: z.string().max(200).optional(),
});

export const processPaymentSchema = productSchema.extend({
  /** The id initiatePayment returned: the attempt's idempotency key. */
  preferenceId: z.string({ message: FILL_ALL }).min(8, FILL_ALL).max(128, FILL_ALL),
  /** Only a wallet top-up's amount is taken from the client. */
  amount: reais.optional(),
  /** Part of the price paid from the wallet (after a voucher). */
  walletAmount: z.number().finite().nonnegative().optional(),
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
});

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
