import LucideTicket from "lucide-react/icons/ticket";
import { staticIcon } from "../static-icon";

export const Ticket = /* @__PURE__ */ staticIcon(LucideTicket);
