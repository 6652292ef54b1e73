// What payments gives the public pages' enhancement scripts: light constants and functions only.
export { PAYMENT_PAGE_MESSAGES, STATUS_LABELS, statusHeading, statusMessage } from "./payment-labels";
export type { PaymentStatusName } from "./payment-labels";
