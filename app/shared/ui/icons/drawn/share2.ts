import { __iconData } from "lucide-react/icons/share-2";
import { staticIcon } from "../static-icon";

export const Share2 = /* @__PURE__ */ staticIcon(__iconData);
