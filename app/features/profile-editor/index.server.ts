// The public entry of profile-editor's server services: what other features, pages and the app may import.
export { completeProfileApi } from "./api/complete-profile.api";
export { partnerMemorialsApi } from "./api/partner-memorials.api";
export { registerProfileApi } from "./api/register-profile.api";
export { simplifiedProfileApi } from "./api/simplified-profile.api";
export { updateProfileApi } from "./api/update-profile.api";
export { discardDraft, discardDraftsOfProfile, listMyDrafts } from "./drafts/profile-drafts.server";
export { CUSTOMER_INVITE_JOB, deliverCustomerInvite, sendOwedCustomerInvites } from "./partner/customer-invite.server";
export {
  listPartnerMemorials,
  type PartnerMemorialPage,
  resendCustomerInvite,
} from "./partner/partner-memorials.server";
export { normalizeSecurityAnswer, verifySecurityAnswer } from "./store/security-answers.server";
export { profileEditorPersonalData } from "./personal-data.server";
