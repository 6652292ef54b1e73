import LucideExternalLink from "lucide-react/icons/external-link";
import { staticIcon } from "../static-icon";

export const ExternalLink = /* @__PURE__ */ staticIcon(LucideExternalLink);
