import LucideLandmark from "lucide-react/icons/landmark";
import { staticIcon } from "../static-icon";

export const Landmark = /* @__PURE__ */ staticIcon(LucideLandmark);
