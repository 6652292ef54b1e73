import { Cake as LucideCake } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Cake = /* @__PURE__ */ staticIcon(LucideCake);
