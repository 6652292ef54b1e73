// The public entry of vouchers (client-safe): what other features, pages and the app may import.
export { applyVoucher, voucherContract } from "./api/voucher.contract";
export { ShareVoucherButton } from "./components/share-voucher";
