import { MESSAGES } from "../accounts.schema";

/** Field settings shared by the account forms: the same rules and messages as the server. */
export const EMAIL_RULES = {
  type: "email",
  autoComplete: "email",
  inputMode: "email",
  required: true,
  rules: { required: MESSAGES.emailInvalid, email: MESSAGES.emailInvalid },
} as const;

export const PHONE_RULES = {
  type: "tel",
  autoComplete: "tel-national",
  inputMode: "numeric",
  required: true,
  maxLength: 11,
  hint: "Com DDD, só números (11 dígitos).",
  rules: { required: MESSAGES.phoneRequired, phone: MESSAGES.phoneLength },
} as const;

/**
 * The partner's registration never clears what was typed (issue 18): a refused phone stays, with
 * its message, to be corrected. The personal registration keeps the spec's clearing (part 1 §3).
 */
export const PARTNER_PHONE_RULES = {
  ...PHONE_RULES,
  rules: { ...PHONE_RULES.rules, keepTyped: true },
} as const;

export const PASSWORD_RULES = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  revealable: true,
  hint: "Pelo menos 8 caracteres.",
  rules: { required: MESSAGES.passwordShort, minLength: [8, MESSAGES.passwordShort] as [number, string] },
} as const;

export const CONFIRM_RULES = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  revealable: true,
  rules: {
    required: MESSAGES.passwordsDiffer,
    minLength: [8, MESSAGES.passwordShort] as [number, string],
    match: ["password", MESSAGES.passwordsDiffer] as [string, string],
  },
} as const;

/**
 * The registration forms' submit is enabled once the e-mail and both passwords are valid (spec
 * part 1 §3); name, cellphone and CNPJ are checked when the form is sent ('Insira um número de
 * celular válido.' for an empty cellphone).
 */
export const SUBMIT_GATE = "email password confirmPassword";
