import { __iconData } from "lucide-react/icons/clapperboard";
import { staticIcon } from "../static-icon";

export const Clapperboard = /* @__PURE__ */ staticIcon(__iconData);
