// The public entry of accounts's server services: what other features, pages and the app may import.
export { isUniqueViolation, normalizeEmail } from "./account-access.server";
export { getUser } from "./accounts.server";
export { accountSummaries } from "./account-summaries.server";
export type { AccountSummary } from "./account-summaries.server";
export { authApi } from "./api/auth.api";
export { userApi } from "./api/user.api";
export { readSessionToken } from "./session-cookie.server";
export { sessionUser } from "./sessions.server";
export { createCustomerAccount } from "./customer-account.server";
export { endAllSessions } from "./sessions.server";
export {
  accountsPersonalData,
  ERASED_ACCOUNT_NAME,
  lockAccountForErasure,
  passwordMatches,
  STEWARD_EMAIL,
  stewardAccountId,
} from "./personal-data.server";
export { clearSessionCookieHeaders } from "./session-cookie.server";
