// The public entry of contracts's server services: what other features, pages and the app may import.
export { contractApi } from "./api/contract.api";
export { GENERAL_CONTRACT_KEY, contractForReading, currentContract, syncContracts } from "./contracts.server";
