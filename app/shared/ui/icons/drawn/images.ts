import { __iconData } from "lucide-react/icons/images";
import { staticIcon } from "../static-icon";

export const Images = /* @__PURE__ */ staticIcon(__iconData);
