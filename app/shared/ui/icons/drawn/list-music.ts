import { __iconData } from "lucide-react/icons/list-music";
import { staticIcon } from "../static-icon";

export const ListMusic = /* @__PURE__ */ staticIcon(__iconData);
