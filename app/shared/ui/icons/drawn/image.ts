import { __iconData } from "lucide-react/icons/image";
import { staticIcon } from "../static-icon";

export const Image = /* @__PURE__ */ staticIcon(__iconData);
