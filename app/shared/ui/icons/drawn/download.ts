import { Download as LucideDownload } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Download = /* @__PURE__ */ staticIcon(LucideDownload);
