import { REFERENCE_TEXT_LIMIT, RELATIVE_MESSAGE_LIMIT } from "./religious-references.catalog";

/** What the religious-reference and relatives' message forms say (pt-BR). */
export const FAITH_MESSAGES = {
  paidOnly:
    "Referências religiosas e mensagens aos familiares fazem parte dos planos pagos (Ouro, Platina e Diamante).",
  unknownReference: "Escolha uma das referências da lista ou escreva o seu próprio texto.",
  ownTextMissing: "Escreva o texto da referência ou escolha uma da lista.",
  ownTextTooLong: `O texto pode ter no máximo ${REFERENCE_TEXT_LIMIT} caracteres.`,
  messageTooLong: `Cada mensagem pode ter no máximo ${RELATIVE_MESSAGE_LIMIT} caracteres.`,
  unknownRelative: "Este familiar não está mais na árvore genealógica. Recarregue a página.",
  referenceSaved: "Referência religiosa salva.",
  referenceRemoved: "Referência religiosa removida.",
  messagesSaved: "Mensagens aos familiares salvas.",
} as const;

/** The form value of 'my own words' among the catalogue's ids, and of 'none'. */
export const OWN_TEXT_CHOICE = "propria";
export const NO_REFERENCE_CHOICE = "";
