import { __iconData } from "lucide-react/icons/lock";
import { staticIcon } from "../static-icon";

export const Lock = /* @__PURE__ */ staticIcon(__iconData);
