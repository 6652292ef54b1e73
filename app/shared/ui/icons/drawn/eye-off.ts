import { __iconData } from "lucide-react/icons/eye-off";
import { staticIcon } from "../static-icon";

export const EyeOff = /* @__PURE__ */ staticIcon(__iconData);
