import { __iconData } from "lucide-react/icons/gem";
import { staticIcon } from "../static-icon";

export const Gem = /* @__PURE__ */ staticIcon(__iconData);
