import { CalendarPlus as LucideCalendarPlus } from "lucide-react";
import { staticIcon } from "../static-icon";

export const CalendarPlus = /* @__PURE__ */ staticIcon(LucideCalendarPlus);
