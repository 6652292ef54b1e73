import { MapPin as LucideMapPin } from "lucide-react";
import { staticIcon } from "../static-icon";

export const MapPin = /* @__PURE__ */ staticIcon(LucideMapPin);
