import { __iconData } from "lucide-react/icons/eighth-notes";
import { staticIcon } from "../static-icon";

export const Music = /* @__PURE__ */ staticIcon(__iconData);
