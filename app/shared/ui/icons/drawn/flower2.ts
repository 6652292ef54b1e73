import { __iconData } from "lucide-react/icons/flower-2";
import { staticIcon } from "../static-icon";

export const Flower2 = /* @__PURE__ */ staticIcon(__iconData);
