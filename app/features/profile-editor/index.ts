// The public entry of profile-editor (client-safe): what other features, pages and the app may import.
export { completeProfileContract } from "./api/complete-profile.contract";
export { registerProfileContract } from "./api/register-profile.contract";
export { simplifiedProfileContract } from "./api/simplified-profile.contract";
export { updateProfileContract } from "./api/update-profile.contract";
