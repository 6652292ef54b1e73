import { PHONE_FORMAT_MESSAGE } from "~/shared/validation/phone";

/** pt-BR texts of the notification contacts (spec part 2, §5 and §8; DECISIONS 5 fixes 'Contrato'). */
export const CONTACT_MESSAGES = {
  userIdRequired: "ID do usuário não informado, contate o suporte!",
  nameRequired: "Nome do contato é obrigatório!",
  profileIdRequired: "ID do perfil não informado, contate o suporte!",
  emailOrPhone: "Informe pelo menos um e-mail ou um número de celular!",
  emailInvalid: "E-mail inválido",
  phoneInvalid: PHONE_FORMAT_MESSAGE,
  kinshipInvalid: "Selecione um parentesco da lista.",
  saved: "Contato salvo com sucesso",
  removed: "Contato removido.",
  profileNotFound: "ID do perfil não encontrado.",
  notOwner: "Não é o dono do perfil!",
  duplicate: "Este e-mail já está entre os contatos deste perfil.",
  tooMany: "Este perfil já tem o número máximo de contatos.",
  contactNotFound: "Contato não foi informado.",
  unsubscribed: "Pronto: você não receberá mais avisos deste memorial.",
  invalidLink: "Este link de cancelamento é inválido.",
} as const;

/** The spec's relationship options for a notification contact (part 2, §2). */
export const CONTACT_KINSHIPS = [
  "Conjuge",
  "Pai",
  "Mãe",
  "Irmão",
  "Irmã",
  "Filho",
  "Filha",
  "Avô",
  "Avó",
  "Tio",
  "Tia",
  "Primo",
  "Prima",
  "Amigo",
  "Outro",
] as const;

export const MAX_CONTACTS_PER_PROFILE = 50;
