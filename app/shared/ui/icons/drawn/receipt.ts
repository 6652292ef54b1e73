import { __iconData } from "lucide-react/icons/receipt";
import { staticIcon } from "../static-icon";

export const Receipt = /* @__PURE__ */ staticIcon(__iconData);
