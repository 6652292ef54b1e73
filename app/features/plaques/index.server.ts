// The public entry of plaques's server services: what other features, pages and the app may import.
export { addressApi } from "./api/address.api";
export { hashApi } from "./api/hash.api";
export { plaqueOrdersApi } from "./api/plaque-orders.api";
export { MEMORIAL_PLAQUE_MESSAGES, memorialPlaque, memorialPlaqueQrCode } from "./memorial-plaque.server";
export type { MemorialPlaque } from "./memorial-plaque.server";
export { PLAQUE_HASH_COOKIE, pendingPlaqueHash } from "./plaque-cookie.server";
export { registerShippingAddress } from "./plaque-orders.server";
export { PLAQUE_MESSAGES, normalizePlaqueHash, verifyHash } from "./plaques.server";
