import LucideImages from "lucide-react/icons/images";
import { staticIcon } from "../static-icon";

export const Images = /* @__PURE__ */ staticIcon(LucideImages);
