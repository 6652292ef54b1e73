import { Camera as LucideCamera } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Camera = /* @__PURE__ */ staticIcon(LucideCamera);
