import { __iconData } from "lucide-react/icons/message-square";
import { staticIcon } from "../static-icon";

export const MessageSquare = /* @__PURE__ */ staticIcon(__iconData);
