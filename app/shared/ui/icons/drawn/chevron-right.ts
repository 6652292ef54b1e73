import { ChevronRight as LucideChevronRight } from "lucide-react";
import { staticIcon } from "../static-icon";

export const ChevronRight = /* @__PURE__ */ staticIcon(LucideChevronRight);
