import { __iconData } from "lucide-react/icons/eye";
import { staticIcon } from "../static-icon";

export const Eye = /* @__PURE__ */ staticIcon(__iconData);
