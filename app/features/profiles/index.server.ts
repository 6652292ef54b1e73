// The public entry of profiles's server services: what other features, pages and the app may import.
export { gptApi } from "./biography/api/gpt.api";
export { portraitApi } from "./portrait/api/portrait.api";
export { PORTRAIT_MESSAGES, setPortrait } from "./portrait/portrait.server";
export {
  INVALID_PROFILE_ID,
  PROFILE_NOT_FOUND,
  findProfileByUsername,
  loadViewableProfile,
  loadViewableProfileById,
  normalizeUsername,
  takenUsername,
  tokenMatches,
} from "./profile-access.server";
export type { ProfileRow, ViewableProfile } from "./profile-access.server";
export { markProfileActivated, setPlaylistLink, setProfileType, setTributeApproval } from "./profile-settings.server";
export { accessTokenOf, viewMemorial, viewMemorialById } from "./viewer.server";
export {
  ROLE_MESSAGES,
  allows,
  authorityFromView,
  memorialAuthority,
  requireMemorialRole,
} from "./memorial-roles.server";
export {
  PRIVACY_MESSAGES,
  manageMemorial,
  regenerateAccessToken,
  setMemorialAccess,
} from "./memorial-management.server";
export type { MemorialAccess } from "./memorial-management.server";
export type { MemorialAuthority, MemorialRole } from "./memorial-roles.server";
export {
  addMemorialMember,
  listMemorialMembers,
  lockMemorialOwner,
  memorialOwnerOf,
  removeMemorialMember,
  setMemorialMemberRole,
  transferMemorialOwnership,
} from "./memorial-members.server";
export type { MemorialMemberRow } from "./memorial-members.server";
export { administratorsOfMemorials, memorialAdministrators } from "./memorial-administrators.server";
export type { MemorialAdministrator } from "./memorial-administrators.server";
export { handOverMemorials, profilesPersonalData } from "./personal-data.server";
export type { HandedOver } from "./personal-data.server";
