/** Brazilian company tax id (CNPJ): 14 digits with two check digits. */
export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, "");
}

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + Number(digits[i]) * weight, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

export function cnpjCheckDigits(base12: string): string {
  const first = checkDigit(base12, FIRST_WEIGHTS);
  const second = checkDigit(base12 + first, SECOND_WEIGHTS);
  return `${first}${second}`;
}

export function isValidCnpj(value: string): boolean {
  const digits = cnpjDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}

/** 12.345.678/0001-95, as far as the digits typed so far go. */
export function formatCnpj(value: string): string {
  const d = cnpjDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, "$1.$2")
    .replace(/^(\d{2})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d)/, ".$1/$2")
    .replace(/(\d{4})(\d)/, "$1-$2");
}
