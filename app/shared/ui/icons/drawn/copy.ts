import { __iconData } from "lucide-react/icons/copy";
import { staticIcon } from "../static-icon";

export const Copy = /* @__PURE__ */ staticIcon(__iconData);
