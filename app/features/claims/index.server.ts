// The public entry of claims's server services: what other features, pages and the app may import.
export { CLAIM_MAIL_JOB, deliverClaimMail, sendOwedClaimMails } from "./claim-mail.server";
export { claimsPersonalData } from "./claims-personal-data.server";
export { claimScreen, submitClaim, withdrawClaim, type ClaimScreen } from "./claims.server";
export { claimForObjection, objectToClaim, type ClaimForObjection } from "./objections.server";
export { decideClaim, listClaimsForReview, type ClaimForReview } from "./review.server";
