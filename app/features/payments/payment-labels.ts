/** pt-BR names of a payment's method and status, for the status page and the receipt (products name themselves). */
export const METHOD_LABELS = { card: "Cartão de crédito", pix: "PIX", wallet: "Saldo da carteira" } as const;

export const STATUS_LABELS = {
  pending: "Aguardando pagamento",
  approved: "Aprovado",
  rejected: "Recusado",
  cancelled: "Cancelado",
  expired: "Expirado",
  refunded: "Reembolsado",
  charged_back: "Estornado",
} as const;

export type PaymentStatusName = keyof typeof STATUS_LABELS;

export const PAYMENT_PAGE_MESSAGES = {
  waiting: "Aguarde o pagamento ser aprovado...",
  approved: "Pagamento confirmado",
  declined: "Pagamento recusado",
  copied: "Código copiado com sucesso!",
  copyFailed: "Falha ao copiar o código",
} as const;

/** The page's heading for a status (spec: 'Pagamento confirmado' or 'Pagamento recusado'). */
export function statusHeading(status: PaymentStatusName): string {
  if (status === "pending") return "Aguardando pagamento";
  if (status === "approved") return PAYMENT_PAGE_MESSAGES.approved;
  if (status === "refunded") return "Pagamento reembolsado";
  if (status === "charged_back") return "Pagamento estornado";
  return PAYMENT_PAGE_MESSAGES.declined;
}

/** The line under the heading; after approval, where the page goes next. */
export function statusMessage(status: PaymentStatusName, hasNext: boolean): string {
  if (status === "pending") return PAYMENT_PAGE_MESSAGES.waiting;
  if (status === "approved") return hasNext ? "Tudo certo! Você será redirecionado em instantes." : "Tudo certo!";
  if (status === "refunded" || status === "charged_back") return "O valor foi devolvido.";
  return "O pagamento não foi aprovado. Tente novamente com outra forma de pagamento.";
}
