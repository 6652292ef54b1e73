import { Flag as LucideFlag } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Flag = /* @__PURE__ */ staticIcon(LucideFlag);
