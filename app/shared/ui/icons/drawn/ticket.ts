import { Ticket as LucideTicket } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Ticket = /* @__PURE__ */ staticIcon(LucideTicket);
