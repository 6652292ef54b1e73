// The public entry of checkout's server services: what other features, pages and the app may import.
export { checkoutSettings, newCheckoutAttempt, payByPixWithoutScript } from "./checkout.server";
