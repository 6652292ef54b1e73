/** Brazilian personal tax id (CPF): 11 digits with two check digits. */
function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function cpfCheckDigits(base9: string): string {
  const first = checkDigit(base9, 9);
  const second = checkDigit(base9 + first, 10);
  return `${first}${second}`;
}

export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}
