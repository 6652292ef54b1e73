/** Wrong answers one account may give on one memorial in a rolling window (decision 057). */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Wrong answers a memorial takes from all accounts together in the same window. */
export const MEMORIAL_FAILURE_LIMIT = 20;
export const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long the memorial's administrators have to object before a claim may be approved. */
export const OBJECTION_WINDOW_DAYS = 7;

export const MAX_FULL_NAME = 150;
export const MAX_EVIDENCE = 2000;
export const MAX_OBJECTION = 2000;
export const MAX_DECISION_NOTE = 1000;
export const MAX_ANSWER = 200;

/** The three questions, in the words of the creation wizard's security step. */
export const CLAIM_QUESTIONS = {
  motherName: "Nome completo da mãe do homenageado",
  motherSpouse: "Nome do último cônjuge da mãe do homenageado",
  motherHometown: "Cidade natal da mãe do homenageado",
} as const;

export type ClaimStatus = "awaiting_objection_window" | "approved" | "rejected" | "withdrawn";

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  awaiting_objection_window: "Em análise",
  approved: "Aprovada",
  rejected: "Recusada",
  withdrawn: "Retirada",
};

export const CLAIM_MESSAGES = {
  profileNotFound: "Perfil não encontrado.",
  alreadyAdministrator: "Você já administra este memorial.",
  siteAdminCannotClaim: "Administradores do site analisam as reivindicações; não podem fazer uma.",
  noAnswers:
    "Este memorial não tem perguntas de segurança cadastradas, por isso não pode ser reivindicado por aqui. Fale conosco pelos canais de contato e ajudaremos você.",
  alreadyOpen: "Você já tem uma reivindicação deste memorial em análise.",
  wrongAnswers: "As respostas não conferem com as cadastradas. Confira a grafia e tente novamente.",
  lockedUntil: (when: string) =>
    `Muitas tentativas com respostas que não conferem. Por segurança, tente novamente a partir de ${when}.`,
  answerRequired: "Responda esta pergunta.",
  answerTooLong: `A resposta deve ter no máximo ${MAX_ANSWER} caracteres.`,
  fullNameRequired: "Informe o seu nome completo.",
  fullNameTooLong: `O nome deve ter no máximo ${MAX_FULL_NAME} caracteres.`,
  relationshipInvalid: "Selecione o seu parentesco com o homenageado.",
  phoneInvalid: "O número de celular deve ter 11 dígitos, incluindo o DDD.",
  evidenceRequired: "Conte-nos como você pode comprovar o parentesco.",
  evidenceTooLong: `O texto deve ter no máximo ${MAX_EVIDENCE} caracteres.`,
  submitted:
    "Reivindicação enviada. Nossa equipe vai analisá-la, e os administradores atuais do memorial têm 7 dias para se manifestar. Você receberá a resposta por e-mail.",
  claimNotFound: "Reivindicação não encontrada.",
  withdrawn: "Reivindicação retirada.",
  objectionAdministratorsOnly: "Somente os administradores deste memorial podem contestar a reivindicação.",
  objectionClosed: "Esta reivindicação já foi decidida e não aceita mais contestações.",
  objectionWindowOver: "O prazo de 7 dias para contestar esta reivindicação terminou.",
  objectionRequired: "Escreva o motivo da contestação.",
  objectionTooLong: `O texto deve ter no máximo ${MAX_OBJECTION} caracteres.`,
  objectionSaved: "Contestação registrada. Nossa equipe vai considerá-la antes de decidir.",
  reviewAdminsOnly: "Somente os administradores do site podem analisar reivindicações.",
  decisionInvalid: "Escolha aprovar ou recusar.",
  noteRequired: "Escreva uma nota explicando a decisão.",
  noteTooLong: `A nota deve ter no máximo ${MAX_DECISION_NOTE} caracteres.`,
  alreadyDecided: "Esta reivindicação já foi decidida.",
  claimantGone: "A conta de quem fez o pedido foi excluída; a reivindicação só pode ser recusada.",
  tooEarly: (when: string) =>
    `O prazo para os administradores contestarem termina em ${when}. Antes disso, só é possível aprovar quando o memorial não tem administrador ativo.`,
  approved: "Reivindicação aprovada.",
  rejected: "Reivindicação recusada.",
} as const;
