import LucideMessageCircle from "lucide-react/icons/message-circle";
import { staticIcon } from "../static-icon";

export const MessageCircle = /* @__PURE__ */ staticIcon(LucideMessageCircle);
