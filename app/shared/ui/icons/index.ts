/**
 * The lucide icons the app draws, each rendered once (static-icon.tsx). Import icons from here, not
 * from lucide-react: the lint rule in eslint.config holds it.
 */
import {
  ArrowLeft as LucideArrowLeft,
  BellRing as LucideBellRing,
  BookHeart as LucideBookHeart,
  Cake as LucideCake,
  CalendarPlus as LucideCalendarPlus,
  Camera as LucideCamera,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  Clapperboard as LucideClapperboard,
  Clock as LucideClock,
  Copy as LucideCopy,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  EyeOff as LucideEyeOff,
  Flag as LucideFlag,
  Flame as LucideFlame,
  Flower2 as LucideFlower2,
  Gem as LucideGem,
  House as LucideHouse,
  Image as LucideImage,
  Images as LucideImages,
  Info as LucideInfo,
  Landmark as LucideLandmark,
  LayoutDashboard as LucideLayoutDashboard,
  ListMusic as LucideListMusic,
  LocateFixed as LucideLocateFixed,
  Lock as LucideLock,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  MessageSquare as LucideMessageSquare,
  Music as LucideMusic,
  Pencil as LucidePencil,
  Plus as LucidePlus,
  QrCode as LucideQrCode,
  Radio as LucideRadio,
  Receipt as LucideReceipt,
  Search as LucideSearch,
  Settings as LucideSettings,
  Share2 as LucideShare2,
  Ticket as LucideTicket,
  TreePine as LucideTreePine,
  Upload as LucideUpload,
  UserCheck as LucideUserCheck,
  Users as LucideUsers,
  Wallet as LucideWallet,
  X as LucideX,
  XCircle as LucideXCircle,
} from "lucide-react";
import { staticIcon } from "./static-icon";

export const ArrowLeft = /* @__PURE__ */ staticIcon(LucideArrowLeft);
export const BellRing = /* @__PURE__ */ staticIcon(LucideBellRing);
export const BookHeart = /* @__PURE__ */ staticIcon(LucideBookHeart);
export const Cake = /* @__PURE__ */ staticIcon(LucideCake);
export const CalendarPlus = /* @__PURE__ */ staticIcon(LucideCalendarPlus);
export const Camera = /* @__PURE__ */ staticIcon(LucideCamera);
export const Check = /* @__PURE__ */ staticIcon(LucideCheck);
export const CheckCircle2 = /* @__PURE__ */ staticIcon(LucideCheckCircle2);
export const ChevronLeft = /* @__PURE__ */ staticIcon(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ staticIcon(LucideChevronRight);
export const Clapperboard = /* @__PURE__ */ staticIcon(LucideClapperboard);
export const Clock = /* @__PURE__ */ staticIcon(LucideClock);
export const Copy = /* @__PURE__ */ staticIcon(LucideCopy);
export const Download = /* @__PURE__ */ staticIcon(LucideDownload);
export const ExternalLink = /* @__PURE__ */ staticIcon(LucideExternalLink);
export const Eye = /* @__PURE__ */ staticIcon(LucideEye);
export const EyeOff = /* @__PURE__ */ staticIcon(LucideEyeOff);
export const Flag = /* @__PURE__ */ staticIcon(LucideFlag);
export const Flame = /* @__PURE__ */ staticIcon(LucideFlame);
export const Flower2 = /* @__PURE__ */ staticIcon(LucideFlower2);
export const Gem = /* @__PURE__ */ staticIcon(LucideGem);
export const House = /* @__PURE__ */ staticIcon(LucideHouse);
export const Image = /* @__PURE__ */ staticIcon(LucideImage);
export const Images = /* @__PURE__ */ staticIcon(LucideImages);
export const Info = /* @__PURE__ */ staticIcon(LucideInfo);
export const Landmark = /* @__PURE__ */ staticIcon(LucideLandmark);
export const LayoutDashboard = /* @__PURE__ */ staticIcon(LucideLayoutDashboard);
export const ListMusic = /* @__PURE__ */ staticIcon(LucideListMusic);
export const LocateFixed = /* @__PURE__ */ staticIcon(LucideLocateFixed);
export const Lock = /* @__PURE__ */ staticIcon(LucideLock);
export const Mail = /* @__PURE__ */ staticIcon(LucideMail);
export const MapPin = /* @__PURE__ */ staticIcon(LucideMapPin);
export const Menu = /* @__PURE__ */ staticIcon(LucideMenu);
export const MessageCircle = /* @__PURE__ */ staticIcon(LucideMessageCircle);
export const MessageSquare = /* @__PURE__ */ staticIcon(LucideMessageSquare);
export const Music = /* @__PURE__ */ staticIcon(LucideMusic);
export const Pencil = /* @__PURE__ */ staticIcon(LucidePencil);
export const Plus = /* @__PURE__ */ staticIcon(LucidePlus);
export const QrCode = /* @__PURE__ */ staticIcon(LucideQrCode);
export const Radio = /* @__PURE__ */ staticIcon(LucideRadio);
export const Receipt = /* @__PURE__ */ staticIcon(LucideReceipt);
export const Search = /* @__PURE__ */ staticIcon(LucideSearch);
export const Settings = /* @__PURE__ */ staticIcon(LucideSettings);
export const Share2 = /* @__PURE__ */ staticIcon(LucideShare2);
export const Ticket = /* @__PURE__ */ staticIcon(LucideTicket);
export const TreePine = /* @__PURE__ */ staticIcon(LucideTreePine);
export const Upload = /* @__PURE__ */ staticIcon(LucideUpload);
export const UserCheck = /* @__PURE__ */ staticIcon(LucideUserCheck);
export const Users = /* @__PURE__ */ staticIcon(LucideUsers);
export const Wallet = /* @__PURE__ */ staticIcon(LucideWallet);
export const X = /* @__PURE__ */ staticIcon(LucideX);
export const XCircle = /* @__PURE__ */ staticIcon(LucideXCircle);
