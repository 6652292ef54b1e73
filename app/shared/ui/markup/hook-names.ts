/**
 * The `data-*` hooks shared by the public pages' markup and their enhancement scripts, one constant
 * each (see markup-hooks.ts). Plain constants rather than an object: both bundlers inline what is
 * used and drop the rest, so a script or a hydrated screen carries only the names it needs.
 */

// Shell: slide-in menu, consent gate, notices
export const menu = "data-menu";
export const menuPanel = "data-menu-panel";
export const menuClose = "data-menu-close";
export const consentForm = "data-consent";
export const consentError = "data-consent-error";
export const consentDialog = "data-consent-dialog";
export const consentPage = "data-consent-page";
export const toast = "data-toast";
/** Set on <html> once React hydrated a task-zone screen (the consent hand-over reads it). */
export const hydrated = "data-hydrated";

// Forms with live validation (public forms; the task zone uses Conform instead)
export const liveForm = "data-live";
export const submitWhenValid = "data-submit-when-valid";
export const rules = "data-rules";
export const formError = "data-form-error";
export const togglePassword = "data-toggle-password";
export const pendingLabel = "data-pending-label";

// Live search
export const liveSearch = "data-live-search";
export const debounce = "data-debounce";
export const liveSearchResults = "data-live-search-results";
export const liveSearchCount = "data-live-search-count";
export const liveSearchStatus = "data-live-search-status";

// Carousels
export const carousel = "data-carousel";
export const carouselTrack = "data-carousel-track";
export const carouselControls = "data-carousel-controls";
export const carouselPrev = "data-carousel-prev";
export const carouselNext = "data-carousel-next";

// Location offer
export const locationPrompt = "data-location-prompt";
export const locationUse = "data-location-use";
export const locationDismiss = "data-location-dismiss";
export const locationStatus = "data-location-status";

// Memorial page
export const memorial = "data-memorial";
export const profileId = "data-profile-id";
export const viewToken = "data-token";
export const memorialToast = "data-memorial-toast";
export const tabs = "data-tabs";
export const tablist = "data-tablist";
export const tab = "data-tab";
export const tabpanel = "data-tabpanel";
export const readMore = "data-read-more";
export const readMoreShort = "data-read-more-short";
export const readMoreFull = "data-read-more-full";
export const readMoreDetails = "data-read-more-details";
export const clamp = "data-clamp";
export const clampText = "data-clamp-text";
export const galleryItem = "data-gallery-item";
export const lightbox = "data-lightbox";
export const lightboxImage = "data-lightbox-image";
export const lightboxCounter = "data-lightbox-counter";
export const lightboxPrev = "data-lightbox-prev";
export const lightboxNext = "data-lightbox-next";
export const lightboxClose = "data-lightbox-close";
export const lightboxStage = "data-lightbox-stage";
export const inPlace = "data-inplace";
export const filters = "data-filters";
export const copyLink = "data-copy-link";
export const shareProfile = "data-share-profile";
export const attendSection = "data-attend-section";
export const attendForm = "data-attend-form";
export const openAttend = "data-open-attend";
export const dialogClose = "data-dialog-close";
/** A tribute button: with JavaScript its honor form opens in a dialog over the memorial. */
export const openHonor = "data-open-honor";
export const playlistPlayer = "data-playlist-player";

// Payment status (/payment?id=): live status, PIX copy-paste code
export const paymentStatus = "data-payment-status";
export const paymentState = "data-payment-state";
export const paymentNext = "data-payment-next";
export const paymentHeading = "data-payment-heading";
export const paymentLabel = "data-payment-label";
export const paymentMessage = "data-payment-message";
export const paymentPix = "data-payment-pix";
export const paymentCode = "data-payment-code";
export const paymentCopy = "data-payment-copy";
export const paymentNotice = "data-payment-notice";
