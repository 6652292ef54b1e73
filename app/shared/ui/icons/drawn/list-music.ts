import { ListMusic as LucideListMusic } from "lucide-react";
import { staticIcon } from "../static-icon";

export const ListMusic = /* @__PURE__ */ staticIcon(LucideListMusic);
