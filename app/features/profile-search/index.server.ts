// The public entry of profile-search's server services: what other features, pages and the app may import.
export { searchApi } from "./api/search.api";
export { loadMemoriesSection } from "./memories-section.server";
export { loadProfileSearch } from "./search-page.server";
