// Apart from ceremonies.constants.ts (shared by the partner wizard and the ceremonies screen) and
// from the screen's intents: the panel loads only this line (decision 054's script budgets).

/** The ceremonies' own screen, reached from the panel's 'Cerimônias' section. */
export function ceremoniesHref(username: string): string {
  return `/painel/${encodeURIComponent(username.replace(/^@/, ""))}/cerimonias`;
}
