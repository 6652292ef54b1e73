import { Radio as LucideRadio } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Radio = /* @__PURE__ */ staticIcon(LucideRadio);
