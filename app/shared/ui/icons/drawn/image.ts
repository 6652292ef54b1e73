import { Image as LucideImage } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Image = /* @__PURE__ */ staticIcon(LucideImage);
