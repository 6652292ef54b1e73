/**
 * The contract between the server-rendered markup and the enhancement scripts of the public pages
 * (docs/decisions/011): every `data-*` hook and element id that both sides use is named here once,
 * so a renamed hook is a type error on both sides instead of a script that silently finds nothing.
 *
 * Markup: `<details {...hook(HOOK.menu)}>`, `<form {...hook(HOOK.liveSearch, "#resultados")}>`.
 * Scripts: `document.querySelector(selector(HOOK.menu))`, `hookValue(form, HOOK.liveSearch)`.
 */
export enum HOOK {
  // Shell: slide-in menu, consent gate, notices
  menu = "data-menu",
  menuPanel = "data-menu-panel",
  menuClose = "data-menu-close",
  consentForm = "data-consent",
  consentError = "data-consent-error",
  consentDialog = "data-consent-dialog",
  consentPage = "data-consent-page",
  toast = "data-toast",
  /** Set on <html> once React hydrated a task-zone screen (the consent hand-over reads it). */
  hydrated = "data-hydrated",

  // Forms with live validation (public forms; the task zone uses Conform instead)
  liveForm = "data-live",
  submitWhenValid = "data-submit-when-valid",
  rules = "data-rules",
  formError = "data-form-error",
  togglePassword = "data-toggle-password",
  pendingLabel = "data-pending-label",

  // Live search
  liveSearch = "data-live-search",
  debounce = "data-debounce",
  liveSearchResults = "data-live-search-results",
  liveSearchCount = "data-live-search-count",
  liveSearchStatus = "data-live-search-status",

  // Carousels
  carousel = "data-carousel",
  carouselTrack = "data-carousel-track",
  carouselControls = "data-carousel-controls",
  carouselPrev = "data-carousel-prev",
  carouselNext = "data-carousel-next",

  // Location offer
  locationPrompt = "data-location-prompt",
  locationUse = "data-location-use",
  locationDismiss = "data-location-dismiss",
  locationStatus = "data-location-status",

  // Memorial page
  memorial = "data-memorial",
  profileId = "data-profile-id",
  viewToken = "data-token",
  memorialToast = "data-memorial-toast",
  tabs = "data-tabs",
  tablist = "data-tablist",
  tab = "data-tab",
  tabpanel = "data-tabpanel",
  readMore = "data-read-more",
  readMoreShort = "data-read-more-short",
  readMoreFull = "data-read-more-full",
  readMoreDetails = "data-read-more-details",
  clamp = "data-clamp",
  clampText = "data-clamp-text",
  galleryItem = "data-gallery-item",
  lightbox = "data-lightbox",
  lightboxImage = "data-lightbox-image",
  lightboxCounter = "data-lightbox-counter",
  lightboxPrev = "data-lightbox-prev",
  lightboxNext = "data-lightbox-next",
  lightboxClose = "data-lightbox-close",
  lightboxStage = "data-lightbox-stage",
  inPlace = "data-inplace",
  filters = "data-filters",
  copyLink = "data-copy-link",
  shareProfile = "data-share-profile",
  attendSection = "data-attend-section",
  attendForm = "data-attend-form",
  openAttend = "data-open-attend",
  dialogClose = "data-dialog-close",
}

/** Enum members are inlined by esbuild, so the scripts carry only the names they use. */
export type HookName = HOOK;

/** Element ids the scripts look up or link to. */
export enum ID {
  /** The main content, focused when the consent dialog is accepted. */
  content = "conteudo",
  /** The attendance section, and the hash of the links that open it as a dialog. */
  attend = "registrar-presenca",
  attendTitle = "registrar-presenca-titulo",
  /** The memorial's swappable sections (filters and pagers update them in place). */
  tributes = "homenagens",
  attendance = "presencas",
}

/** The id of a memorial tab's panel (`painel-sobre`, `painel-galeria`). */
export const tabPanelId = (tab: string): string => `painel-${tab}`;

/** The id of a form field's input, and of its message (`campo-email`, `campo-email-error`). */
export const fieldId = (name: string): string => `campo-${name}`;
export const fieldErrorId = (inputId: string): string => `${inputId}-error`;

/**
 * JSX props that mark an element with a hook. `true` (the default) renders the bare marker;
 * `undefined` or `false` leaves it out.
 */
export function hook<N extends HookName>(
  name: N,
  value: string | number | boolean | undefined = true,
): { [K in N]?: string | number | boolean } {
  return { [name]: value === false ? undefined : value } as { [K in N]?: string | number | boolean };
}

/** The CSS selector of a hook, optionally restricted to one element type (`form[data-live]`). */
export function selector(name: HookName, element = ""): string {
  return `${element}[${name}]`;
}

/** The hook's value on an element, or undefined when it is not marked. */
export function hookValue(element: Element, name: HookName): string | undefined {
  return element.getAttribute(name) ?? undefined;
}
