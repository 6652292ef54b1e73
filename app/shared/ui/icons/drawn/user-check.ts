import { UserCheck as LucideUserCheck } from "lucide-react";
import { staticIcon } from "../static-icon";

export const UserCheck = /* @__PURE__ */ staticIcon(LucideUserCheck);
