import { Settings as LucideSettings } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Settings = /* @__PURE__ */ staticIcon(LucideSettings);
