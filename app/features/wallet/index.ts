// The public entry of wallet (client-safe): what other features, pages and the app may import.
export { TOPUP_PRESETS_CENTS, addBalanceSchema } from "./add-balance.schema";
export { buyWithWalletBalance, walletContract } from "./api/wallet.contract";
export { ExpenseList } from "./components/expense-list";
