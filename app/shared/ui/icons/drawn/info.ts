import { Info as LucideInfo } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Info = /* @__PURE__ */ staticIcon(LucideInfo);
