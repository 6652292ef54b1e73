// The public entry of gallery's server services: what other features, pages and the app may import.
export { galleryApi } from "./api/gallery.api";
export { addPhotoFromPage, deletePhotoFromPage, isUploadRequest } from "./gallery-page.server";
export { countGalleryImages, galleryPhotoLimit, listGalleryImages } from "./gallery.server";
export type { GalleryImage } from "./gallery.server";
