import { MessageCircle as LucideMessageCircle } from "lucide-react";
import { staticIcon } from "../static-icon";

export const MessageCircle = /* @__PURE__ */ staticIcon(LucideMessageCircle);
