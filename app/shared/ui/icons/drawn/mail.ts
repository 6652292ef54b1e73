import { __iconData } from "lucide-react/icons/mail";
import { staticIcon } from "../static-icon";

export const Mail = /* @__PURE__ */ staticIcon(__iconData);
