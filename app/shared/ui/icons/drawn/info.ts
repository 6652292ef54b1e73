import { __iconData } from "lucide-react/icons/info";
import { staticIcon } from "../static-icon";

export const Info = /* @__PURE__ */ staticIcon(__iconData);
