/** Search pages: results update as the visitor types. */
import { enhanceLiveSearch } from "../live-search";

enhanceLiveSearch();
