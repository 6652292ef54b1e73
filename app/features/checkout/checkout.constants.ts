import { isValidCnpj } from "~/shared/validation/cnpj";
import { isValidCpf } from "~/shared/validation/cpf";

/*
 * The checkout's texts and the formatting of what is typed, without Zod: the checkout renders them
 * at first load, its schemas (checkout.schema.ts) load on the first interaction (decision 061).
 */

/** The checkout's texts (spec part 2, §4 'Tribute purchase', §5 'Payer information', §7 messages). */
export const CHECKOUT_MESSAGES = {
  payerRequired: "Preencha os campos abaixo.",
  fillAll: "Preencha todos os campos",
  invalidDocument: "CPF/CNPJ inválido",
  voucherApplied: "Cupom aplicado com sucesso!",
  voucherAppliedTribute: "Voucher aplicado com sucesso!",
  voucherFormat: "Informe o código no formato XXXX-XXXX.",
  cardInvalid: "Dados do cartão inválidos.",
  cardNeedsScript: "O pagamento com cartão precisa de JavaScript ativado. Você pode pagar com PIX.",
} as const;

/** A CPF (11 digits) or CNPJ (14 digits) with valid check digits, any punctuation. */
export function isValidTaxId(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return (digits.length === 11 && isValidCpf(digits)) || (digits.length === 14 && isValidCnpj(digits));
}

/** 123.456.789-09 or 12.345.678/0001-95 as typed: at most 14 digits. */
export function formatTaxIdAsTyped(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, "$1.$2")
      .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
      .replace(/\.(\d{3})(\d)/, ".$1-$2");
  }
  return d
    .replace(/^(\d{2})(\d)/, "$1.$2")
    .replace(/^(\d{2})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d)/, ".$1/$2")
    .replace(/(\d{4})(\d)/, "$1-$2");
}

/** The voucher code as typed: XXXX-XXXX, upper case, at most 9 characters (spec §5 'Voucher'). */
export function formatVoucherAsTyped(value: string): string {
  const raw = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 8);
  return raw.length > 4 ? `${raw.slice(0, 4)}-${raw.slice(4)}` : raw;
}

/** "MM/AA" as typed. */
export function formatExpiryAsTyped(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** "4235 6477 2802 5682" as typed. */
export function formatCardNumberAsTyped(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}
