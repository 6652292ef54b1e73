import LucideMusic from "lucide-react/icons/eighth-notes";
import { staticIcon } from "../static-icon";

export const Music = /* @__PURE__ */ staticIcon(LucideMusic);
