import { MessageSquare as LucideMessageSquare } from "lucide-react";
import { staticIcon } from "../static-icon";

export const MessageSquare = /* @__PURE__ */ staticIcon(LucideMessageSquare);
