import { __iconData } from "lucide-react/icons/house";
import { staticIcon } from "../static-icon";

export const House = /* @__PURE__ */ staticIcon(__iconData);
