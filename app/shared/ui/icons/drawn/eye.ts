import { Eye as LucideEye } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Eye = /* @__PURE__ */ staticIcon(LucideEye);
