import { __iconData } from "lucide-react/icons/user-check";
import { staticIcon } from "../static-icon";

export const UserCheck = /* @__PURE__ */ staticIcon(__iconData);
