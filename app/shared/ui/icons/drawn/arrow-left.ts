import { __iconData } from "lucide-react/icons/arrow-left";
import { staticIcon } from "../static-icon";

export const ArrowLeft = /* @__PURE__ */ staticIcon(__iconData);
