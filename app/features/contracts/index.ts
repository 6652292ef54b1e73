// The public entry of contracts (client-safe): what other features, pages and the app may import.
export { contractContract } from "./api/contract.contract";
export { CONTRACT_PAGES, contractPathForKey } from "./contracts.catalog";
