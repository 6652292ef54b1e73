/** What the religious-reference screen's two forms post as `intent`. */
export const FAITH_INTENTS = {
  reference: "referencia-religiosa",
  messages: "mensagens-familiares",
} as const;

export type FaithIntent = (typeof FAITH_INTENTS)[keyof typeof FAITH_INTENTS];

/** A relative's message field is `mensagem-<kinship id>`. */
export const MESSAGE_FIELD = "mensagem-";

/** What one of the forms answered; a refusal gives back what was typed. */
export interface FaithAnswer {
  intent: FaithIntent | null;
  ok: boolean;
  message: string | null;
  values?: Record<string, string>;
}

/** The screen's address: reached from the panel's 'Referência religiosa' section. */
export const faithScreenHref = (username: string) => `/painel/${encodeURIComponent(username)}/referencia-religiosa`;
