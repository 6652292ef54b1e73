import { z } from "zod";
import { parseAmount } from "~/shared/validation/money";
import { CREATE_VOUCHER_MESSAGES, voucherShareText } from "./create-voucher.constants";

/** The /createVoucher form (part 2 §5 Voucher): one schema for the browser and the server. */
export { CREATE_VOUCHER_MESSAGES, voucherShareText };

const MIN_CENTS = 100;

/**
 * The amount and the form opening's idempotency key. With `balanceCents` (the browser, which knows
 * the balance it was shown) an amount above it is refused at once; the server always checks the
 * live balance in the same transaction that moves the money.
 */
export function createVoucherFormSchema(balanceCents?: number) {
  return z.object({
    amount: z
      .string({ message: CREATE_VOUCHER_MESSAGES.amountRequired })
      .max(30, CREATE_VOUCHER_MESSAGES.invalidNumber)
      .transform((typed, ctx) => {
        if (typed.trim() === "") {
          ctx.addIssue({ code: "custom", message: CREATE_VOUCHER_MESSAGES.amountRequired });
          return z.NEVER;
        }
        const parsed = parseAmount(typed, { cents: MIN_CENTS, message: CREATE_VOUCHER_MESSAGES.amountMinimum });
        const message =
          "message" in parsed
            ? parsed.message
            : balanceCents !== undefined && parsed.cents > balanceCents
              ? CREATE_VOUCHER_MESSAGES.amountAboveBalance
              : null;
        if (message !== null || !("cents" in parsed)) {
          ctx.addIssue({ code: "custom", message: message ?? CREATE_VOUCHER_MESSAGES.invalidNumber });
          return z.NEVER;
        }
        return parsed.cents;
      }),
    idempotencyKey: z
      .string({ message: "Recarregue a página e tente novamente." })
      .regex(/^[A-Za-z0-9_.:-]{8,128}$/, "Recarregue a página e tente novamente."),
  });
}
