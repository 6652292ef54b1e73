import { Lock as LucideLock } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Lock = /* @__PURE__ */ staticIcon(LucideLock);
