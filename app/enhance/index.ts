/**
 * The one script every page runs (docs/decisions/006): bundled by esbuild into an inline string
 * (virtual:enhance-script) and sent with the response's CSP nonce.
 */
import { enhanceCarousels } from "./carousel";
import { enhanceForms } from "./forms";
import { enhanceLiveSearch } from "./live-search";
import { enhanceLocation } from "./location";
import { enhanceMemorial } from "./memorial";
import { enhanceConsent, enhanceMenus, enhanceToasts } from "./shell";

enhanceMenus();
enhanceConsent();
enhanceForms();
enhanceToasts();
enhanceLiveSearch();
enhanceCarousels();
enhanceLocation();
enhanceMemorial();
