import { z } from "zod";
import { isValidCnpj } from "~/shared/validation/cnpj";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE, phoneDigits } from "~/shared/validation/phone";

/** Messages of the spec (part 1 §5, §8; part 2 §5, §8) and of DECISIONS.md. */
export const MESSAGES = {
  formInvalid: "Verifique as informações inseridas e tente novamente.",
  nameRequired: "Preencha o seu nome completo.",
  companyNameRequired: "Preencha o nome da empresa.",
  emailInvalid: "Insira um e-mail válido.",
  phoneRequired: PHONE_REQUIRED_MESSAGE,
  phoneLength: PHONE_LENGTH_MESSAGE,
  passwordShort: "A senha deve ter pelo menos 8 caracteres!",
  passwordsDiffer: "As senhas são diferentes!",
  cnpjInvalid: "Insira um CNPJ válido.",
  loginFailed: "E-mail ou senha incorretos.",
  captchaRequired: "Por segurança, confirme que você não é um robô e tente novamente.",
  loginSuccess: "Login bem sucedido!",
  registerSuccess: "Usuário registrado com sucesso!",
  registerError: "Erro ao cadastrar usuário.",
  emailTaken: "Este e-mail já está cadastrado.",
  settingsNameRequired: "Nome é obrigatório",
  settingsEmailRequired: "E-mail é obrigatório",
  settingsEmailInvalid: "E-mail inválido",
  settingsPhoneRequired: "Telefone é obrigatório",
  settingsNewPasswordShort: "A senha nova deve ter pelo menos 8 caracteres",
  currentPasswordRequired: "Para trocar o e-mail ou a senha, informe a sua senha atual.",
  currentPasswordWrong: "A senha atual está incorreta.",
  userUpdated: "Usuário atualizado com sucesso!",
  forgotEmailRequired: "Informe o seu e-mail.",
  forgotSent: "E-mail enviado com sucesso!",
  forgotUnknown: "Usuário não encontrado com este e-mail.",
  resetLinkExpired: "O link de redefinição expirou ou já foi usado. Peça um novo abaixo.",
  resetSuccess: "Senha redefinida com sucesso! Entre com a nova senha.",
  userNotFound: "Usuário não encontrado",
} as const;

const trimmed = (required: string) => z.string({ message: required }).trim().min(1, required).max(200, required);

const email = (required: string, invalid: string) =>
  z.string({ message: required }).trim().toLowerCase().min(1, required).max(200, invalid).regex(EMAIL_PATTERN, invalid);

/** Eleven digits, typed formatted or not; stored as digits. */
const cellphone = (required: string) =>
  z
    .string({ message: required })
    .transform(phoneDigits)
    .refine((digits) => digits.length > 0, required)
    .refine((digits) => digits.length === 11, MESSAGES.phoneLength);

const password = z
  .string({ message: MESSAGES.passwordShort })
  .min(8, MESSAGES.passwordShort)
  .max(200, MESSAGES.passwordShort);

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

export const forgotPasswordSchema = z.object({
  email: email(MESSAGES.forgotEmailRequired, MESSAGES.emailInvalid),
});

export const resetPasswordSchema = passwordPair({ email: z.string().optional() }, "newPassword", "confirmPassword");

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterPartnerInput = z.infer<typeof registerPartnerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
