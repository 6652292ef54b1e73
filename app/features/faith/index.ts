// The public entry of faith (client-safe): religious references and messages to relatives (decision 045).
export { ReferenceFields } from "./components/reference-fields";
export { ReferenceQuote } from "./components/reference-quote";
export { FAITH_INTENTS } from "./faith-intents";
export { faithScreenHref } from "./faith-intents";
export { FAITH_MESSAGES, NO_REFERENCE_CHOICE, OWN_TEXT_CHOICE } from "./faith.messages";
export {
  OWN_WORDS_SOURCE,
  REFERENCE_CATALOGUE,
  REFERENCE_TEXT_LIMIT,
  RELATIVE_MESSAGE_LIMIT,
  RELIGIONS,
  catalogueReference,
  memorialReference,
  offersFaith,
  referencesOf,
  religionNamed,
  resolveReference,
} from "./religious-references.catalog";
export type { Religion, ReligiousReference, ShownReference } from "./religious-references.catalog";
