import { __iconData } from "lucide-react/icons/locate-fixed";
import { staticIcon } from "../static-icon";

export const LocateFixed = /* @__PURE__ */ staticIcon(__iconData);
