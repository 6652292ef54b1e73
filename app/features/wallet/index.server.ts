// The public entry of wallet's server services: what other features, pages and the app may import.
export { walletApi } from "./api/wallet.api";
export { getWalletBalance } from "./wallet.server";
