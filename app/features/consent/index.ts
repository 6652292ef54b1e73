// The public entry of consent (client-safe): what other features, pages and the app may import.
export { consentContract } from "./api/consent.contract";
export { ConsentGate } from "./components/consent-gate";
export { CONSENT_COOKIE } from "./consent.constants";
