// The public entry of accounts (client-safe): what other features, pages and the app may import.
export { email, password, trimmed } from "./accounts.fields";
export { MESSAGES } from "./accounts.messages";
export { authContract } from "./api/auth.contract";
export { userContract } from "./api/user.contract";
export { greetingNameOf } from "./greeting-name";
