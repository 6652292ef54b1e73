import { __iconData } from "lucide-react/icons/menu";
import { staticIcon } from "../static-icon";

export const Menu = /* @__PURE__ */ staticIcon(__iconData);
