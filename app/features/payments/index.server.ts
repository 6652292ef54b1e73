// The public entry of payments's server services: what other features, pages and the app may import.
export { paymentApi } from "./api/payment.api";
export { onPaymentApproved } from "./payment-events.server";
export { countPaymentsByStatus } from "./payment-records.server";
export { paymentView } from "./payment-views.server";
export { buyWithWalletBalance, buyWithWalletBalanceInTx, createPayment } from "./payments.server";
export { paymentLink, startReceiptDelivery } from "./receipts.server";
export { startReconciliationSchedule } from "./reconciliation.server";
export { movePayment } from "./settlement.server";
export { chargebackWindowEnd, walletCreditInChargebackWindow } from "./chargeback-window.server";
export { paymentsPersonalData } from "./personal-data.server";
