// The public entry of memorial's server services: what other features, pages and the app may import.
export { memorialApi } from "./api/memorial.api";
export { memorialVersion } from "./memorial-cache.server";
export { fullProfile } from "./memorial-profile.server";
export type { FullProfile } from "./memorial-profile.server";
export { memorialOgImage } from "./og/og-page.server";
