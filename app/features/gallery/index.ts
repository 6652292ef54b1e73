// The public entry of gallery (client-safe): what other features, pages and the app may import.
export { galleryContract } from "./api/gallery.contract";
export { DELETE_PHOTO_INTENT } from "./gallery.schema";
export type { GalleryFormResult } from "./gallery.schema";
