import LucideGem from "lucide-react/icons/gem";
import { staticIcon } from "../static-icon";

export const Gem = /* @__PURE__ */ staticIcon(LucideGem);
