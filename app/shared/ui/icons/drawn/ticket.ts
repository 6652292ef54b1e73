import { __iconData } from "lucide-react/icons/ticket";
import { staticIcon } from "../static-icon";

export const Ticket = /* @__PURE__ */ staticIcon(__iconData);
