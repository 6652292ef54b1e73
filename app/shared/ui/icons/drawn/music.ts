import { Music as LucideMusic } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Music = /* @__PURE__ */ staticIcon(LucideMusic);
