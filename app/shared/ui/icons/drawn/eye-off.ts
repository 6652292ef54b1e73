import { EyeOff as LucideEyeOff } from "lucide-react";
import { staticIcon } from "../static-icon";

export const EyeOff = /* @__PURE__ */ staticIcon(LucideEyeOff);
