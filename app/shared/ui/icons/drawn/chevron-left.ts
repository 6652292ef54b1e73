import { ChevronLeft as LucideChevronLeft } from "lucide-react";
import { staticIcon } from "../static-icon";

export const ChevronLeft = /* @__PURE__ */ staticIcon(LucideChevronLeft);
