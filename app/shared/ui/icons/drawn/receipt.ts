import { Receipt as LucideReceipt } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Receipt = /* @__PURE__ */ staticIcon(LucideReceipt);
