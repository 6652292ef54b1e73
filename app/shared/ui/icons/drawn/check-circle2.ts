import { __iconData } from "lucide-react/icons/circle-check";
import { staticIcon } from "../static-icon";

export const CheckCircle2 = /* @__PURE__ */ staticIcon(__iconData);
