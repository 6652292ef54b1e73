import { __iconData } from "lucide-react/icons/radio";
import { staticIcon } from "../static-icon";

export const Radio = /* @__PURE__ */ staticIcon(__iconData);
