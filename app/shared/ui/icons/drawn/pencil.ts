import { __iconData } from "lucide-react/icons/pencil";
import { staticIcon } from "../static-icon";

export const Pencil = /* @__PURE__ */ staticIcon(__iconData);
