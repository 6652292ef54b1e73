import { __iconData } from "lucide-react/icons/settings";
import { staticIcon } from "../static-icon";

export const Settings = /* @__PURE__ */ staticIcon(__iconData);
