// The public entry of wallet (client-safe): what other features, pages and the app may import.
export { walletContract } from "./api/wallet.contract";
export { ExpenseList } from "./components/expense-list";
