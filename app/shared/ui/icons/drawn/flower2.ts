import { Flower2 as LucideFlower2 } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Flower2 = /* @__PURE__ */ staticIcon(LucideFlower2);
