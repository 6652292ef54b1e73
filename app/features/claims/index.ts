// The public entry of claims (client-safe): what other features, pages and the app may import.
export { CLAIM_MESSAGES, CLAIM_QUESTIONS, CLAIM_STATUS_LABELS } from "./claims.constants";
export { claimHref, objectionHref, REVIEW_PATH } from "./claims.links";
export { ClaimLink } from "./components/claim-link";
