// The public entry of keepsake (client-safe): what other features, pages and the app may import.
export { KEEPSAKE_LIMITS, KEEPSAKE_PLANS } from "./keepsake.constants";
export { keepsakeHref } from "./keepsake-links";
