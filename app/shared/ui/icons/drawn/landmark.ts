import { __iconData } from "lucide-react/icons/landmark";
import { staticIcon } from "../static-icon";

export const Landmark = /* @__PURE__ */ staticIcon(__iconData);
