/**
 * What the spec keeps of a typed amount: digits, and the dot (or the comma of pt-BR) before
 * centavos (the field's formatting as typed). Apart from `money.ts` so the amount screens' first
 * load carries this line, not the parsing and messages their deferred validation loads (053).
 */
export function keepAmountCharacters(value: string): string {
  return value.replace(/[^\d.,]/g, "");
}
