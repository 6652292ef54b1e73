import { Menu as LucideMenu } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Menu = /* @__PURE__ */ staticIcon(LucideMenu);
