import { __iconData } from "lucide-react/icons/clock";
import { staticIcon } from "../static-icon";

export const Clock = /* @__PURE__ */ staticIcon(__iconData);
