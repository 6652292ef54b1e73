// The public entry of profile-editor (client-safe): what other features, pages and the app may import.
export { completeProfileContract } from "./api/complete-profile.contract";
export { partnerMemorialsContract } from "./api/partner-memorials.contract";
export { registerProfileContract } from "./api/register-profile.contract";
export { simplifiedProfileContract } from "./api/simplified-profile.contract";
export { updateProfileContract } from "./api/update-profile.contract";
export {
  INVITE_RESEND_WINDOW_MINUTES,
  PARTNER_MEMORIAL_MESSAGES,
  PARTNER_MEMORIAL_STATUS_LABELS,
  type PartnerMemorial,
  type PartnerMemorialStatus,
  type PartnerPlaqueStatus,
} from "./partner/partner-memorials";
