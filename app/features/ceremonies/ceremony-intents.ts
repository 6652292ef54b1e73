// The ceremonies screen's own: apart from ceremonies.constants.ts, which the partner wizard loads.

/** What the ceremonies screen's forms post as `intent`. */
export const CEREMONY_INTENTS = {
  add: "adicionar-cerimonia",
  update: "alterar-cerimonia",
  remove: "remover-cerimonia",
} as const;
