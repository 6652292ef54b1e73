import { __iconData } from "lucide-react/icons/wallet";
import { staticIcon } from "../static-icon";

export const Wallet = /* @__PURE__ */ staticIcon(__iconData);
