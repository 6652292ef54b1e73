import LucideImage from "lucide-react/icons/image";
import { staticIcon } from "../static-icon";

export const Image = /* @__PURE__ */ staticIcon(LucideImage);
