import { __iconData } from "lucide-react/icons/upload";
import { staticIcon } from "../static-icon";

export const Upload = /* @__PURE__ */ staticIcon(__iconData);
