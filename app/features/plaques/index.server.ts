// The public entry of plaques's server services: what other features, pages and the app may import.
export { addressApi } from "./api/address.api";
export { hashApi } from "./api/hash.api";
export { plaqueOrdersApi } from "./api/plaque-orders.api";
export {
  MEMORIAL_PLAQUE_MESSAGES,
  memorialPlaque,
  memorialPlaqueArt,
  memorialPlaqueQrCode,
} from "./memorial-plaque.server";
export { PLAQUE_ART, plaqueArtPdf, plaqueArtSvg, plaqueSheetPdf } from "./plaque-art.server";
export type { PlaqueArtInput } from "./plaque-art.server";
export type { PanelPlaque } from "./memorial-plaque.server";
export { PLAQUE_HASH_COOKIE, pendingPlaqueHash } from "./plaque-cookie.server";
export {
  plaquePanelPath,
  sendOwedPlaqueAddressRequests,
  sendPlaqueAddressRequest,
} from "./plaque-address-request.server";
export { openPlaqueOrder, recordHandedOverPlaque } from "./plaque-order-term.server";
export { plaqueOrderFor } from "./plaque-order-view.server";
export type { MemorialPlaque } from "./plaque-order-view.server";
export { registerShippingAddress, savePlaqueAddress } from "./plaque-orders.server";
export type { PlaqueOrderAddress } from "./plaque-orders.server";
export { type PlaqueStatus, plaqueStatusesOf } from "./plaque-status.server";
export { PLAQUE_MESSAGES, normalizePlaqueHash, verifyHash } from "./plaques.server";
export {
  cancelPrintOrders,
  movePrintOrder,
  openPrintOrder,
  PRINT_FILE_JOB,
  printOrdersOf,
  type PanelPrintOrder,
} from "./print-orders.server";
export { oweMissingPrintFiles, renderPrintFileJob, type DrawPrintCard } from "./print-file.server";
export { sendOwedPrintOrderMail } from "./print-order-mail.server";
export { plaquesPersonalData } from "./personal-data.server";
