import { __iconData } from "lucide-react/icons/users";
import { staticIcon } from "../static-icon";

export const Users = /* @__PURE__ */ staticIcon(__iconData);
