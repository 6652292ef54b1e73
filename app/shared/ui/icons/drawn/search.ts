import { __iconData } from "lucide-react/icons/search";
import { staticIcon } from "../static-icon";

export const Search = /* @__PURE__ */ staticIcon(__iconData);
