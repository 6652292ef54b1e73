import { __iconData } from "lucide-react/icons/map-pin";
import { staticIcon } from "../static-icon";

export const MapPin = /* @__PURE__ */ staticIcon(__iconData);
