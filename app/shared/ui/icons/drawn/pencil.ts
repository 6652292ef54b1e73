import { Pencil as LucidePencil } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Pencil = /* @__PURE__ */ staticIcon(LucidePencil);
