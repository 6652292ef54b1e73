import { Share2 as LucideShare2 } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Share2 = /* @__PURE__ */ staticIcon(LucideShare2);
