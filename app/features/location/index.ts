// The public entry of location (client-safe): what other features, pages and the app may import.
export { locationContract } from "./api/location.contract";
export { LocationNote, LocationPrompt } from "./components/location-prompt";
