// The public entry of location's server services: what other features, pages and the app may import.
export { locationApi } from "./api/location.api";
export { visitorLocation } from "./location.server";
