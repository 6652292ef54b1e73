// The public entry of my-profiles (client-safe): what other features, pages and the app may import.
export { myProfilesContract } from "./api/my-profiles.contract";
