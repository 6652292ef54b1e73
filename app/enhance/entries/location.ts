/** Pages ranked by the visitor's city: the 'Usar minha localização' offer. */
import { enhanceLocation } from "../location";

enhanceLocation();
