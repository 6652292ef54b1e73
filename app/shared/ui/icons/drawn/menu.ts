import LucideMenu from "lucide-react/icons/menu";
import { staticIcon } from "../static-icon";

export const Menu = /* @__PURE__ */ staticIcon(LucideMenu);
