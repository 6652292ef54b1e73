import { Upload as LucideUpload } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Upload = /* @__PURE__ */ staticIcon(LucideUpload);
