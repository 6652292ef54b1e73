import { Gem as LucideGem } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Gem = /* @__PURE__ */ staticIcon(LucideGem);
