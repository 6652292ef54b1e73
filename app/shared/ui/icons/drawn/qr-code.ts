import { __iconData } from "lucide-react/icons/qr-code";
import { staticIcon } from "../static-icon";

export const QrCode = /* @__PURE__ */ staticIcon(__iconData);
