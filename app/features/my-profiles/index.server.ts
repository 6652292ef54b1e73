// The public entry of my-profiles's server services: what other features, pages and the app may import.
export { myProfilesApi } from "./api/my-profiles.api";
