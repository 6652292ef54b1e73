import { __iconData } from "lucide-react/icons/circle-x";
import { staticIcon } from "../static-icon";

export const XCircle = /* @__PURE__ */ staticIcon(__iconData);
