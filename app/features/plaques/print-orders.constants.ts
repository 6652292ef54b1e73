// The printed cards' orders without Zod (decision 049): what screens show, so they load no schema.
/** The printed cards each paid plan includes (decision 049). */
export const PRINT_QUANTITY = { Ouro: 50, Platina: 100, Diamante: 150 } as const;

export type PrintOrderStatus = "pending" | "in_production" | "shipped" | "delivered" | "cancelled";

/**
 * The only moves an admin makes, each one step forward: a pending order goes into production,
 * then is sent (with its tracking code), then delivered. 'cancelled' is never an admin's move: a
 * plan that lapses or is refunded cancels what was not sent yet.
 */
export const PRINT_MOVES: Record<PrintOrderStatus, PrintOrderStatus | null> = {
  pending: "in_production",
  in_production: "shipped",
  shipped: "delivered",
  delivered: null,
  cancelled: null,
};

export function canMovePrintOrder(from: PrintOrderStatus, to: PrintOrderStatus): boolean {
  return PRINT_MOVES[from] === to;
}

/**
 * Where an order stands, as the admin's tabs and the panel say it: a pending order waits for the
 * plan's payment, or for the plaque's address, or is ready to produce; then its stored status.
 */
export const PRINT_ORDER_STAGES = [
  "to_produce",
  "awaiting_address",
  "awaiting_payment",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type PrintOrderStage = (typeof PRINT_ORDER_STAGES)[number];

export const PRINT_ORDER_STAGE_LABELS: Record<PrintOrderStage, string> = {
  to_produce: "A produzir",
  awaiting_address: "Aguardando endereço",
  awaiting_payment: "Aguardando pagamento",
  in_production: "Em produção",
  shipped: "Enviado",
  delivered: "Entregue",
  cancelled: "Cancelado",
};

export const PRINT_ORDER_MESSAGES = {
  adminOnly: "Apenas administradores podem mudar os pedidos de cartões impressos.",
  orderNotFound: "Pedido de cartões impressos não encontrado.",
  invalidMove: "Mudança de situação inválida.",
  moved: "Este pedido já mudou de situação. Atualize a página para ver onde ele está.",
  cancelled: "Este pedido foi cancelado: o plano do memorial terminou ou foi estornado.",
  awaitingPayment: "Este pedido ainda aguarda o pagamento do plano.",
  awaitingAddress: "Este pedido ainda aguarda o endereço de envio da placa.",
  trackingCode: "Informe o código de rastreio do envio.",
  trackingCodeInvalid: "Código de rastreio inválido: use letras, números e hífens (até 40).",
  noFile: "O arquivo de impressão ainda não foi gerado.",
  fileAsked: "O arquivo de impressão está sendo gerado.",
  done: {
    in_production: "Pedido colocado em produção. O arquivo de impressão está sendo gerado.",
    shipped: "Pedido marcado como enviado.",
    delivered: "Pedido marcado como entregue.",
  },
} as const;
