import { __iconData } from "lucide-react/icons/download";
import { staticIcon } from "../static-icon";

export const Download = /* @__PURE__ */ staticIcon(__iconData);
