import { Clock as LucideClock } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Clock = /* @__PURE__ */ staticIcon(LucideClock);
