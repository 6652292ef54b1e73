import { formatBRL, formatDate } from "~/shared/format/format";

/** The vouchers' pt-BR messages, without Zod: screens render them (decision 061). */
export const VOUCHER_MESSAGES = {
  amountRequired: "Preencha o valor do voucher",
  amountMinimum: "O valor do voucher não pode ser menor que R$ 1,00",
  amountAboveBalance: "O valor do voucher não pode ser maior que o saldo da carteira",
  notFound: "Voucher inválido.",
  empty: "Este voucher não tem mais saldo.",
  tooManyAttempts: "Muitas tentativas de usar vouchers. Aguarde alguns minutos e tente novamente.",
  /** A plan's voucher before its payment's chargeback window has passed (decision 035). */
  planVoucherHeld: (availableAt: Date) =>
    `Este voucher é o presente de um plano e poderá ser usado a partir de ${formatDate(availableAt)}, ` +
    "quando termina o prazo de contestação do pagamento do plano.",
  /** A gift voucher above what the wallet may give away now (decision 035). */
  walletCreditHeld: (held: { heldCents: number; availableCents: number; freeAt: Date }) =>
    `${formatBRL(held.heldCents)} do seu saldo vêm de pagamentos por cartão ou PIX que ainda podem ser contestados ` +
    `e só podem virar voucher a partir de ${formatDate(held.freeAt)}. ` +
    `Hoje, o voucher pode ser de até ${formatBRL(held.availableCents)}.`,
} as const;
