// The public entry of consent (client-safe): what other features, pages and the app may import.
// The root imports it on every hydrated screen, so the API contract (Zod) is exported by
// index.server.ts instead, for the API catalogue (decision 061).
export { ConsentGate } from "./components/consent-gate";
export { CONSENT_COOKIE } from "./consent.constants";
