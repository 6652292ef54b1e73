import LucideFlag from "lucide-react/icons/flag";
import { staticIcon } from "../static-icon";

export const Flag = /* @__PURE__ */ staticIcon(LucideFlag);
