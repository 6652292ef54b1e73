import { __iconData } from "lucide-react/icons/check";
import { staticIcon } from "../static-icon";

export const Check = /* @__PURE__ */ staticIcon(__iconData);
