import LucidePencil from "lucide-react/icons/pencil";
import { staticIcon } from "../static-icon";

export const Pencil = /* @__PURE__ */ staticIcon(LucidePencil);
