import LucideCalendarPlus from "lucide-react/icons/calendar-plus";
import { staticIcon } from "../static-icon";

export const CalendarPlus = /* @__PURE__ */ staticIcon(LucideCalendarPlus);
