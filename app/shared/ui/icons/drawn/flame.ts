import { __iconData } from "lucide-react/icons/flame";
import { staticIcon } from "../static-icon";

export const Flame = /* @__PURE__ */ staticIcon(__iconData);
