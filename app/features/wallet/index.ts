// The public entry of wallet (client-safe): what other features, pages and the app may import.
export { TOPUP_PRESETS_CENTS } from "./add-balance.constants";
/** The /add-balance schema, loaded on the form's first interaction (decision 053); the action imports it from index.server. */
export const loadAddBalanceSchema = () =>
  import("./add-balance.schema").then(({ addBalanceSchema }) => addBalanceSchema);
export { buyWithWalletBalance, walletContract } from "./api/wallet.contract";
export { ExpenseList } from "./components/expense-list";
