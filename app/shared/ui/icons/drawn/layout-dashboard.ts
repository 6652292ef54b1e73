import { LayoutDashboard as LucideLayoutDashboard } from "lucide-react";
import { staticIcon } from "../static-icon";

export const LayoutDashboard = /* @__PURE__ */ staticIcon(LucideLayoutDashboard);
