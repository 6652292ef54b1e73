import { Mail as LucideMail } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Mail = /* @__PURE__ */ staticIcon(LucideMail);
