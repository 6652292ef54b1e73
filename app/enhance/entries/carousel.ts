/** Pages with card carousels (the home). */
import { enhanceCarousels } from "../carousel";

enhanceCarousels();
