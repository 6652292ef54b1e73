import { Landmark as LucideLandmark } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Landmark = /* @__PURE__ */ staticIcon(LucideLandmark);
