import { z } from "zod";

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

/** The body of `updateProfileType` and `assignPlan`: the plan the profile should have. */
export const profileTypeBodySchema = z.object({
  profileType: z.enum(PROFILE_TYPES, { error: PLAN_CHANGE_MESSAGES.invalidType }),
});

/** Why an admin assigns a plan without payment: required, trimmed, at most 500 characters. */
export const assignmentReasonSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string({ error: PLAN_CHANGE_MESSAGES.reasonRequired })
    .min(1, PLAN_CHANGE_MESSAGES.reasonRequired)
    .max(MAX_ASSIGNMENT_REASON, PLAN_CHANGE_MESSAGES.reasonTooLong),
);

/** The body of `assignPlan`: the plan, and the admin's reason (recorded with the change). */
export const assignPlanBodySchema = profileTypeBodySchema.extend({ reason: assignmentReasonSchema });
