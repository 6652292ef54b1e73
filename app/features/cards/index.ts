// The public entry of cards (client-safe): what other features, pages and the app may import.
export { CARD_DESIGNS, CARD_FORMATS, CARD_PDF_PAGE, DEFAULT_CARD_DESIGN, isCardDesign } from "./card-designs";
export type { CardDesign, CardFormat } from "./card-designs";
export { CARD_MESSAGES } from "./card-messages";
