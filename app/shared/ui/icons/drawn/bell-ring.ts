import { BellRing as LucideBellRing } from "lucide-react";
import { staticIcon } from "../static-icon";

export const BellRing = /* @__PURE__ */ staticIcon(LucideBellRing);
