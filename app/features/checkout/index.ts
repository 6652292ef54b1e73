// The public entry of checkout (client-safe): what other features, pages and the app may import.
export { Checkout } from "./lazy-checkout";
