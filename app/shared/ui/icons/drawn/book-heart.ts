import { BookHeart as LucideBookHeart } from "lucide-react";
import { staticIcon } from "../static-icon";

export const BookHeart = /* @__PURE__ */ staticIcon(LucideBookHeart);
