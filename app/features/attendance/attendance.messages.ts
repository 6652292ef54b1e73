import { PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from "~/shared/validation/phone";

/** Texts of the attendance sign-up (spec part 1, §8) and of its fields. */
export const ATTENDANCE_MESSAGES = {
  success: "Presença registrada",
  failure: "Erro ao registrar presença. Por favor, tente novamente.",
  invalid: "Verifique as informações inseridas e tente novamente.",
  tooMany: "Muitas presenças registradas a partir desta conexão. Aguarde alguns minutos e tente novamente.",
  name: "Informe o seu nome.",
  nameLong: "O nome pode ter até 120 caracteres.",
  email: "Insira um e-mail válido.",
  phoneRequired: PHONE_REQUIRED_MESSAGE,
  phoneLength: PHONE_LENGTH_MESSAGE,
} as const;

/** Live-validation rules of the form, with the same messages as the server. */
export const ATTENDANCE_FIELD_RULES = {
  name: { required: ATTENDANCE_MESSAGES.name },
  email: { required: ATTENDANCE_MESSAGES.email, email: ATTENDANCE_MESSAGES.email },
  cellphone: { required: ATTENDANCE_MESSAGES.phoneRequired, phone: ATTENDANCE_MESSAGES.phoneLength },
} as const;
