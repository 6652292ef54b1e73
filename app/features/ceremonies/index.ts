// The public entry of ceremonies (client-safe): what other features, pages and the app may import.
export {
  CEREMONY_KINDS,
  CEREMONY_MESSAGES,
  DEFAULT_CEREMONY_HOURS,
  isCeremonyKind,
  type CeremonyKind,
} from "./ceremonies.constants";
export { CEREMONY_INTENTS } from "./ceremony-intents";
export { ceremoniesHref } from "./ceremony-links";
export { saoPauloFields, saoPauloInstant } from "./ceremony-time";
export { ceremonyShareText, notaText, whatsappShareUrl, type CeremonyView } from "./ceremony-view";
export { CeremonyFields, EMPTY_CEREMONY, fieldValuesOf, type CeremonyFieldValues } from "./components/ceremony-fields";
