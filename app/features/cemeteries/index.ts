// The public entry of cemeteries (client-safe): what other features, pages and the app may import.
export { cemeteriesContract } from "./api/cemeteries.contract";
export { CemeteriesNearYou, CemeteryCarousel } from "./components/home-sections";
