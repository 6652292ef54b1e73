// The public entry of tributes (client-safe): what other features, pages and the app may import.
export { moderationContract } from "./api/moderation.contract";
export { tributePurchaseContract } from "./api/tribute-purchase.contract";
export { tributeContract } from "./api/tribute.contract";
export { ModerationButton, ModerationPanel } from "./components/moderation-panel";
export { MODERATION_INTENTS, REPORT_REASONS } from "./moderation-intents";
export { TRIBUTE_FILTERS } from "./tribute-filters";
export type { TributeFilter } from "./tribute-filters";
