// The public entry of wallet's server services: what other features, pages and the app may import.
export { walletApi } from "./api/wallet.api";
export { addBalanceSchema } from "./add-balance.schema";
export { topupProduct } from "./topup-product.server";
export { getWalletBalance, listExpenses } from "./wallet.server";
