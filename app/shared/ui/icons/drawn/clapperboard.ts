import { Clapperboard as LucideClapperboard } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Clapperboard = /* @__PURE__ */ staticIcon(LucideClapperboard);
