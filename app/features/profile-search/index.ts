// The public entry of profile-search (client-safe): what other features, pages and the app may import.
export { searchContract } from "./api/search.contract";
export { MemoriesSection } from "./components/memories-section";
export { ProfileResults } from "./components/profile-results";
export { PROFILE_SEARCH_PLACEHOLDER, searchHref } from "./search-paths";
