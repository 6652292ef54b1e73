import { ArrowLeft as LucideArrowLeft } from "lucide-react";
import { staticIcon } from "../static-icon";

export const ArrowLeft = /* @__PURE__ */ staticIcon(LucideArrowLeft);
