// The public entry of contact (client-safe): what other features, pages and the app may import.
export { contactContract } from "./api/contact.contract";
