import { __iconData } from "lucide-react/icons/message-circle";
import { staticIcon } from "../static-icon";

export const MessageCircle = /* @__PURE__ */ staticIcon(__iconData);
