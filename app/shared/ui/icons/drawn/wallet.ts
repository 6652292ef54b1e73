import { Wallet as LucideWallet } from "lucide-react";
import { staticIcon } from "../static-icon";

export const Wallet = /* @__PURE__ */ staticIcon(LucideWallet);
