import LucideUpload from "lucide-react/icons/upload";
import { staticIcon } from "../static-icon";

export const Upload = /* @__PURE__ */ staticIcon(LucideUpload);
