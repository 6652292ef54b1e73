import { __iconData } from "lucide-react/icons/book-heart";
import { staticIcon } from "../static-icon";

export const BookHeart = /* @__PURE__ */ staticIcon(__iconData);
