// The public entry of wallet (client-safe): what other features, pages and the app may import.
export { ADD_BALANCE_MESSAGES, TOPUP_LIMITS } from "./add-balance.schema";
export { walletContract } from "./api/wallet.contract";
