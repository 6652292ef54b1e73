import { Images as LucideImages } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Images = /* @__PURE__ */ staticIcon(LucideImages);
