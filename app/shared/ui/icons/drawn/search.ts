import { Search as LucideSearch } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Search = /* @__PURE__ */ staticIcon(LucideSearch);
