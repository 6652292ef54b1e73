import { z } from "zod";
import { phoneDigits } from "~/shared/validation/phone";
import { CHECKOUT_MESSAGES, isValidTaxId } from "./checkout.constants";

export {
  CHECKOUT_MESSAGES,
  formatCardNumberAsTyped,
  formatExpiryAsTyped,
  formatTaxIdAsTyped,
  formatVoucherAsTyped,
  isValidTaxId,
} from "./checkout.constants";

/** Step 1 of the payer panel: phone and CPF/CNPJ ('Preencha os campos abaixo.' when either is missing). */
export const payerSchema = z.object({
  phone: z
    .string({ message: CHECKOUT_MESSAGES.payerRequired })
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.payerRequired, abort: true })
    .refine((v) => phoneDigits(v).length >= 10 && phoneDigits(v).length <= 11, CHECKOUT_MESSAGES.fillAll),
  document: z
    .string({ message: CHECKOUT_MESSAGES.payerRequired })
    .trim()
    .min(1, { message: CHECKOUT_MESSAGES.payerRequired, abort: true })
    .refine(isValidTaxId, CHECKOUT_MESSAGES.invalidDocument),
});

export type PayerValues = z.infer<typeof payerSchema>;

/** Our own card form (sandbox only: the real provider's card form is its Brick). */
export const sandboxCardFormSchema = z.object({
  cardNumber: z
    .string({ message: CHECKOUT_MESSAGES.fillAll })
    .transform((v) => v.replace(/\D/g, ""))
    .pipe(z.string().min(13, CHECKOUT_MESSAGES.cardInvalid).max(19, CHECKOUT_MESSAGES.cardInvalid)),
  cardholderName: z.string({ message: CHECKOUT_MESSAGES.fillAll }).trim().min(1, CHECKOUT_MESSAGES.fillAll).max(100),
  expiry: z
    .string({ message: CHECKOUT_MESSAGES.fillAll })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CHECKOUT_MESSAGES.cardInvalid),
  securityCode: z
    .string({ message: CHECKOUT_MESSAGES.fillAll })
    .trim()
    .regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cardInvalid),
  installments: z.coerce.number().int().min(1).max(6).default(1),
});

export type SandboxCardValues = z.infer<typeof sandboxCardFormSchema>;
