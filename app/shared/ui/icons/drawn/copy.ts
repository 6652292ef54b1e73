import LucideCopy from "lucide-react/icons/copy";
import { staticIcon } from "../static-icon";

export const Copy = /* @__PURE__ */ staticIcon(LucideCopy);
