import { __iconData } from "lucide-react/icons/external-link";
import { staticIcon } from "../static-icon";

export const ExternalLink = /* @__PURE__ */ staticIcon(__iconData);
