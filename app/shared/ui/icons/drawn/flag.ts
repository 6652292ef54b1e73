import { __iconData } from "lucide-react/icons/flag";
import { staticIcon } from "../static-icon";

export const Flag = /* @__PURE__ */ staticIcon(__iconData);
