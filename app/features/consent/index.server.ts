// The public entry of consent's server services: what other features, pages and the app may import.
export { consentApi } from "./api/consent.api";
export { readCookie } from "./consent-cookie.server";
export { consentStatus } from "./consent.server";
