import { formatBRL } from "~/shared/format/format";
import { VOUCHER_CREATED } from "./create-voucher.texts";
import { VOUCHER_MESSAGES } from "./vouchers.constants";

/** The /createVoucher form's texts, without Zod: the wallet and the form render them (decision 061). */
export const CREATE_VOUCHER_MESSAGES = {
  ...VOUCHER_MESSAGES,
  invalidNumber: "Por favor, insira um valor numérico válido",
  created: VOUCHER_CREATED,
  linkCopied: "Link copiado com sucesso!",
  copyFailed: "Erro ao copiar link",
} as const;

/** The text shared with a voucher: its code and value, and where to use it. */
export function voucherShareText(code: string, cents: number): string {
  return `Você recebeu um voucher de ${formatBRL(cents)}. Use o código ${code} ao pagar uma homenagem ou um plano.`;
}
