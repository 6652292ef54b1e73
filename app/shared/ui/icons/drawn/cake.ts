import { __iconData } from "lucide-react/icons/cake";
import { staticIcon } from "../static-icon";

export const Cake = /* @__PURE__ */ staticIcon(__iconData);
