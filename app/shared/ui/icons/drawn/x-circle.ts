import { XCircle as LucideXCircle } from "lucide-react";
import { staticIcon } from "../static-icon";

export const XCircle = /* @__PURE__ */ staticIcon(LucideXCircle);
