import { __iconData } from "lucide-react/icons/x";
import { staticIcon } from "../static-icon";

export const X = /* @__PURE__ */ staticIcon(__iconData);
