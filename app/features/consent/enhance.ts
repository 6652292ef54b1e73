// What consent gives the public pages' enhancement scripts: light constants and functions only.
export type { recordConsent } from "./api/consent.contract";
