// The public entry of consent's server services: what other features, pages and the app may import.
export { consentApi } from "./api/consent.api";
export { consentContract } from "./api/consent.contract";
export { consentStatus } from "./consent.server";
export { consentHistory, type ConsentHistoryEntry } from "./consent.server";
export { consentPersonalData } from "./personal-data.server";
