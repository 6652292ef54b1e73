import { Flame as LucideFlame } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Flame = /* @__PURE__ */ staticIcon(LucideFlame);
