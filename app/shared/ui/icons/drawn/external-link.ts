import { ExternalLink as LucideExternalLink } from "lucide-react";
import { staticIcon } from "../static-icon";

export const ExternalLink = /* @__PURE__ */ staticIcon(LucideExternalLink);
