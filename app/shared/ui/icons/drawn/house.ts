import { House as LucideHouse } from "lucide-react";
import { staticIcon } from "../static-icon";

export const House = /* @__PURE__ */ staticIcon(LucideHouse);
