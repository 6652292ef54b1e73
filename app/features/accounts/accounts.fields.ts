import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { phoneDigits } from "~/shared/validation/phone";
import { MESSAGES } from "./accounts.messages";

/** Field schemas shared by the account forms (each screen's schema lives in its own module). */
export const trimmed = (required: string) => z.string({ message: required }).trim().min(1, required).max(200, required);

/**
 * `.invalid` is never delivered (RFC 2606): erased accounts and the steward live there (decision
 * 058), so nobody may register or sign in with such an address.
 */
export const email = (required: string, invalid: string) =>
  z
    .string({ message: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(200, invalid)
    .regex(EMAIL_PATTERN, invalid)
    .refine((value) => !value.endsWith(".invalid"), invalid);

/** Eleven digits, typed formatted or not; stored as digits. */
export const cellphone = (required: string) =>
  z
    .string({ message: required })
    .transform(phoneDigits)
    .refine((digits) => digits.length > 0, required)
    .refine((digits) => digits.length === 11, MESSAGES.phoneLength);

export const password = z
  .string({ message: MESSAGES.passwordShort })
  .min(8, MESSAGES.passwordShort)
  .max(200, MESSAGES.passwordShort);
