import { Copy as LucideCopy } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Copy = /* @__PURE__ */ staticIcon(LucideCopy);
