import LucideCheckCircle2 from "lucide-react/icons/circle-check";
import { staticIcon } from "../static-icon";

export const CheckCircle2 = /* @__PURE__ */ staticIcon(LucideCheckCircle2);
