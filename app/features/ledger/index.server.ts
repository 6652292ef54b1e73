// The public entry of ledger's server services: what other features, pages and the app may import.
export { assertIdempotencyKey, once } from "./idempotency.server";
export {
  companyAccountId,
  companyAccountIds,
  createVoucherAccount,
  inTransaction,
  lockAccounts,
  postTransaction,
  walletAccountId,
} from "./ledger.server";
export type { Tx } from "./ledger.server";
