export const PHONE_LENGTH_MESSAGE = "O número de celular deve ter 11 dígitos, incluindo o DDD.";
export const PHONE_REQUIRED_MESSAGE = "Insira um número de celular válido.";
export const PHONE_FORMAT_MESSAGE = "Formato do número de celular inválido.";

const FORMATTED = /^\((\d{2})\) (\d{5})-(\d{4})$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** (DD) 99999-9999 for exactly 11 digits; undefined otherwise. */
export function formatPhone(value: string): string | undefined {
  const digits = phoneDigits(value);
  if (digits.length !== 11) return undefined;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/**
 * The phone as it is being typed, formatted so far: "(1", "(11) 9876", "(11) 98765-43"; at most
 * 11 digits. Account settings format the phone as typed (spec part 2, §5).
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = phoneDigits(value).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** The spec's parse rule: only "(DD) NNNNN-NNNN" gives its 11 digits. */
export function parseFormattedPhone(value: string): string | undefined {
  const match = FORMATTED.exec(value.trim());
  return match ? match.slice(1).join("") : undefined;
}
