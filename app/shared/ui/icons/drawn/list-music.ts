import LucideListMusic from "lucide-react/icons/list-music";
import { staticIcon } from "../static-icon";

export const ListMusic = /* @__PURE__ */ staticIcon(LucideListMusic);
