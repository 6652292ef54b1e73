/** Every public page: the slide-in menu, the consent dialog and the notices. */
import { enhanceConsent, enhanceMenus, enhanceToasts } from "../shell";

enhanceMenus();
enhanceConsent();
enhanceToasts();
