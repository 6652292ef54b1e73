import { __iconData } from "lucide-react/icons/camera";
import { staticIcon } from "../static-icon";

export const Camera = /* @__PURE__ */ staticIcon(__iconData);
