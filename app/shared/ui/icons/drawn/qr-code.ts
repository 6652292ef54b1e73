import { QrCode as LucideQrCode } from "lucide-react";
import { staticIcon } from "../static-icon";

export const QrCode = /* @__PURE__ */ staticIcon(LucideQrCode);
