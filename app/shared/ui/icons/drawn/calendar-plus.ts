import { __iconData } from "lucide-react/icons/calendar-plus";
import { staticIcon } from "../static-icon";

export const CalendarPlus = /* @__PURE__ */ staticIcon(__iconData);
