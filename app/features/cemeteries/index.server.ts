// The public entry of cemeteries's server services: what other features, pages and the app may import.
export { cemeteriesApi } from "./api/cemeteries.api";
export { getCemetery } from "./cemeteries.server";
export { loadCemeterySections } from "./home-sections.server";
