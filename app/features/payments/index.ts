// The public entry of payments (client-safe): what other features, pages and the app may import.
export { paymentContract, paymentViewSchema } from "./api/payment.contract";
export { Checkout } from "./checkout/checkout";
export { walletPurchaseSchema } from "./payments.schema";
export { registerProduct, type ProductPort } from "./product-port";
