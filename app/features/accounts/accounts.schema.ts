import { z } from "zod";
import { isValidCnpj } from "~/shared/validation/cnpj";
import { updateUserSchema } from "./account-settings.schema";
import { cellphone, email, password, trimmed } from "./accounts.fields";
import { MESSAGES } from "./accounts.messages";

export { MESSAGES, updateUserSchema };

const confirmation = z.string({ message: MESSAGES.passwordsDiffer });

/** Adds a password and its confirmation (named `first` and `second`) that must match. */
function passwordPair<T extends z.ZodRawShape, A extends string, B extends string>(shape: T, first: A, second: B) {
  const pair = { [first]: password, [second]: confirmation } as { [K in A]: typeof password } & {
    [K in B]: typeof confirmation;
  };
  return z
    .object({ ...shape, ...pair })
    .refine((v) => (v as Record<string, unknown>)[first] === (v as Record<string, unknown>)[second], {
      message: MESSAGES.passwordsDiffer,
      path: [second],
    });
}

export const registerSchema = passwordPair(
  {
    name: trimmed(MESSAGES.nameRequired),
    email: email(MESSAGES.emailInvalid, MESSAGES.emailInvalid),
    cellphone: cellphone(MESSAGES.phoneRequired),
  },
  "password",
  "confirmPassword",
);

export const registerPartnerSchema = passwordPair(
  {
    name: trimmed(MESSAGES.companyNameRequired),
    email: email(MESSAGES.emailInvalid, MESSAGES.emailInvalid),
    document: z
      .string({ message: MESSAGES.cnpjInvalid })
      .transform((v) => v.replace(/\D/g, ""))
      .refine(isValidCnpj, MESSAGES.cnpjInvalid),
    cellphone: cellphone(MESSAGES.phoneRequired),
  },
  "password",
  "confirmPassword",
);

export const loginSchema = z.object({
  email: email(MESSAGES.emailInvalid, MESSAGES.emailInvalid),
  password: z.string({ message: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed).max(200, MESSAGES.loginFailed),
  /** The bot check's token, needed once an e-mail has had several failed logins. */
  captchaToken: z.string().max(4096).optional(),
});

export const forgotPasswordSchema = z.object({
  email: email(MESSAGES.forgotEmailRequired, MESSAGES.emailInvalid),
});

export const resetPasswordSchema = passwordPair({ email: z.string().optional() }, "newPassword", "confirmPassword");

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterPartnerInput = z.infer<typeof registerPartnerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
