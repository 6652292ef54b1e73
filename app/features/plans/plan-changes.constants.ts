export const PLAN_CHANGE_MESSAGES = {
  profileNotFound: "Perfil não encontrado.",
  invalidType: "Selecione o tipo de perfil",
  paymentRequired: "Este plano só é ativado depois que o pagamento é aprovado.",
  approvalRequiresPayment: "O perfil só é aprovado depois que o pagamento é aprovado.",
  adminOnly: "Somente um administrador pode atribuir um plano sem pagamento.",
  paidTermInForce: "Este perfil já tem um plano pago em vigor.",
  freeActivated: "Plano gratuito ativado com sucesso.",
  planAssigned: "Plano atribuído com sucesso.",
  profileApproved: "Perfil aprovado com sucesso.",
  unchanged: "O perfil já está com este plano.",
  alreadyApproved: "O perfil já está aprovado.",
  reasonRequired: "Escreva o motivo da atribuição do plano.",
  reasonTooLong: "O motivo deve ter no máximo 500 caracteres.",
} as const;

/** The longest reason an admin may give for assigning a plan. */
export const MAX_ASSIGNMENT_REASON = 500;

export const PROFILE_TYPES = ["Free", "Ouro", "Platina", "Diamante"] as const;
export type ProfileTypeId = (typeof PROFILE_TYPES)[number];
