import { LocateFixed as LucideLocateFixed } from "lucide-react";
import { staticIcon } from "../static-icon";

export const LocateFixed = /* @__PURE__ */ staticIcon(LucideLocateFixed);
