// The public entry of ledger's server services: what other features, pages and the app may import.
export { assertIdempotencyKey, once } from "./idempotency.server";
export {
  companyAccountId,
  companyAccountIds,
  createVoucherAccount,
  lockAccounts,
  postTransaction,
  walletAccountId,
} from "./ledger.server";
export { ledgerPersonalData } from "./personal-data.server";
