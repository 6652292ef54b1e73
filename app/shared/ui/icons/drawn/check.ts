import { Check as LucideCheck } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Check = /* @__PURE__ */ staticIcon(LucideCheck);
