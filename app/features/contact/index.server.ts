// The public entry of contact's server services: what other features, pages and the app may import.
export { contactApi } from "./api/contact.api";
