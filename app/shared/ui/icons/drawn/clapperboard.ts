import LucideClapperboard from "lucide-react/icons/clapperboard";
import { staticIcon } from "../static-icon";

export const Clapperboard = /* @__PURE__ */ staticIcon(LucideClapperboard);
