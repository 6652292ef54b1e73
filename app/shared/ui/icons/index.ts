/**
 * The lucide icons the app draws, each rendered once (static-icon.tsx). Import icons from here, not
 * from lucide-react: the lint rule in eslint.config.js holds it. One module per icon, so a
 * hydrated screen's bundle carries only the icons it draws, as lucide-react's own modules do.
 * The shell (what the root imports) takes each icon from its own `./drawn/<name>` module instead:
 * the first-load chunk would take this index with every icon any screen draws (decision 061's
 * addendum), and the build refuses it there.
 */
export { ArrowLeft } from "./drawn/arrow-left";
export { BellRing } from "./drawn/bell-ring";
export { BookHeart } from "./drawn/book-heart";
export { Cake } from "./drawn/cake";
export { CalendarPlus } from "./drawn/calendar-plus";
export { Camera } from "./drawn/camera";
export { Check } from "./drawn/check";
export { CheckCircle2 } from "./drawn/check-circle2";
export { ChevronLeft } from "./drawn/chevron-left";
export { ChevronRight } from "./drawn/chevron-right";
export { Clapperboard } from "./drawn/clapperboard";
export { Clock } from "./drawn/clock";
export { Copy } from "./drawn/copy";
export { Download } from "./drawn/download";
export { ExternalLink } from "./drawn/external-link";
export { Eye } from "./drawn/eye";
export { EyeOff } from "./drawn/eye-off";
export { Flag } from "./drawn/flag";
export { Flame } from "./drawn/flame";
export { Flower2 } from "./drawn/flower2";
export { Gem } from "./drawn/gem";
export { House } from "./drawn/house";
export { Image } from "./drawn/image";
export { Images } from "./drawn/images";
export { Info } from "./drawn/info";
export { Landmark } from "./drawn/landmark";
export { LayoutDashboard } from "./drawn/layout-dashboard";
export { ListMusic } from "./drawn/list-music";
export { LocateFixed } from "./drawn/locate-fixed";
export { Lock } from "./drawn/lock";
export { Mail } from "./drawn/mail";
export { MapPin } from "./drawn/map-pin";
export { Menu } from "./drawn/menu";
export { MessageCircle } from "./drawn/message-circle";
export { MessageSquare } from "./drawn/message-square";
export { Music } from "./drawn/music";
export { Pencil } from "./drawn/pencil";
export { Plus } from "./drawn/plus";
export { QrCode } from "./drawn/qr-code";
export { Radio } from "./drawn/radio";
export { Receipt } from "./drawn/receipt";
export { Search } from "./drawn/search";
export { Settings } from "./drawn/settings";
export { Share2 } from "./drawn/share2";
export { Ticket } from "./drawn/ticket";
export { TreePine } from "./drawn/tree-pine";
export { Upload } from "./drawn/upload";
export { UserCheck } from "./drawn/user-check";
export { Users } from "./drawn/users";
export { Wallet } from "./drawn/wallet";
export { X } from "./drawn/x";
export { XCircle } from "./drawn/x-circle";
