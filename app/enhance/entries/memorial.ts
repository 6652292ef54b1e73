/** The public memorial page. */
import { enhanceMemorial } from "../memorial";

enhanceMemorial();
