/** pt-BR names of a payment's product, method and status, for the status page and the receipt. */
export const PRODUCT_LABELS = {
  tribute: "Homenagem",
  profile_plan: "Plano do perfil",
  wallet_topup: "Adição de saldo na carteira",
} as const;

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
