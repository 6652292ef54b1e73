// The public entry of tributes's server services: what other features, pages and the app may import.
export { approvalApi, moderationApi, reportsAdminApi } from "./api/moderation.api";
export { recaptchaApi, tributePurchaseApi } from "./api/tribute-purchase.api";
export { tributeApi } from "./api/tribute.api";
export { isModerationIntent, moderationFromPage } from "./moderation-page.server";
export { listModeratedTributes } from "./moderation.server";
export type { ModeratedTribute } from "./moderation.server";
export { sendOwedOwnerNotices } from "./owner-notice.server";
export { sendOwedRejectionNotices } from "./rejection-notice.server";
export { tributeProduct } from "./tribute-product.server";
export { expireUnpaidTributes } from "./tribute-purchase.server";
export {
  TRIBUTE_FILTERS,
  TRIBUTE_PAGE_SIZE,
  listSettledTributes,
  tributeFilter,
  tributeSummary,
} from "./tributes.server";
export type { SettledTribute } from "./tributes.server";
export { tributesPersonalData } from "./personal-data.server";
