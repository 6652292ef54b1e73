import { z } from "zod";
import { cellphone, email, trimmed } from "./accounts.fields";
import { MESSAGES } from "./accounts.messages";

/**
 * /account-settings, validated in the browser (Conform) and by the action and the API with this one
 * schema. In its own module so the hydrated screen does not ship the other account schemas.
 */
export const updateUserSchema = z.object({
  name: trimmed(MESSAGES.settingsNameRequired),
  email: email(MESSAGES.settingsEmailRequired, MESSAGES.settingsEmailInvalid),
  cellphone: cellphone(MESSAGES.settingsPhoneRequired),
  /** Optional new password. */
  password: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (v.length >= 8 && v.length <= 200), MESSAGES.settingsNewPasswordShort),
  /** Required when the e-mail or the password changes. */
  currentPassword: z.string().max(200).optional(),
});
