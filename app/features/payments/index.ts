// The public entry of payments (client-safe): what other features, pages and the app may import.
export {
  initiatePayment,
  paymentContract,
  paymentEvents,
  paymentViewSchema,
  processPayment,
  sandboxApprove,
  sandboxCardToken,
} from "./api/payment.contract";
export { PAYMENT_PAGE_MESSAGES, statusHeading, statusMessage } from "./payment-labels";
export { walletPurchaseSchema } from "./payments.schema";
export { registerProduct } from "./product-port";
export type { PaymentProduct, ProductPort } from "./product-port";
