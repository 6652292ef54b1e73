// The public entry of cards's server services: what other features, pages and the app may import.
export {
  CARD_RENDER_JOB,
  chooseCardDesign,
  memorialCard,
  printCardPdf,
  renderCardJob,
  surnamePhrase,
  type CardFiles,
  type CardPhraseOf,
  type MemorialCardView,
} from "./cards.server";
export { backdrop, overlaySvg, renderCard } from "./card-render.server";
export { CARD_ART, type CardArt } from "./card-art.server";
export type { CardContent, CardLayout, PlacedLine } from "./card-layout.server";
