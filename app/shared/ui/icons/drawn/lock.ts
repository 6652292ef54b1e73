import LucideLock from "lucide-react/icons/lock";
import { staticIcon } from "../static-icon";

export const Lock = /* @__PURE__ */ staticIcon(LucideLock);
