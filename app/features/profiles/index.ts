// The public entry of profiles (client-safe): what other features, pages and the app may import.
export { getBioToProfile, gptContract } from "./biography/api/gpt.contract";
export { portraitContract } from "./portrait/api/portrait.contract";
export { panelHref, profileHref } from "./profile-links";
