import { Plus as LucidePlus } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Plus = /* @__PURE__ */ staticIcon(LucidePlus);
