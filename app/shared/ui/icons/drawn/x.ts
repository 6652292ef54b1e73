import { X as LucideX } from "lucide-react";
import { staticIcon } from "../static-icon";

export const X = /* @__PURE__ */ staticIcon(LucideX);
