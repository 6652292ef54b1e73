import { __iconData } from "lucide-react/icons/layout-dashboard";
import { staticIcon } from "../static-icon";

export const LayoutDashboard = /* @__PURE__ */ staticIcon(__iconData);
