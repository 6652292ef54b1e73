import { __iconData } from "lucide-react/icons/bell-ring";
import { staticIcon } from "../static-icon";

export const BellRing = /* @__PURE__ */ staticIcon(__iconData);
