import { Users as LucideUsers } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Users = /* @__PURE__ */ staticIcon(LucideUsers);
