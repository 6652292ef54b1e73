import { CheckCircle2 as LucideCheckCircle2 } from "lucide-react";
import { staticIcon } from "../static-icon";

export const CheckCircle2 = /* @__PURE__ */ staticIcon(LucideCheckCircle2);
