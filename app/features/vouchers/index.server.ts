// The public entry of vouchers's server services: what other features, pages and the app may import.
export { voucherApi } from "./api/voucher.api";
export { grantVoucher, listVouchers, revokeVoucher } from "./vouchers.server";
export { vouchersPersonalData } from "./personal-data.server";
