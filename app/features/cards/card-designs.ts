/** The digital card's designs (decision 046): drawn shapes and gradients only, no third-party art. */
export const CARD_DESIGNS = {
  ceu: "Céu",
  classico: "Clássico",
  floral: "Floral",
} as const;

export type CardDesign = keyof typeof CARD_DESIGNS;

export const DEFAULT_CARD_DESIGN: CardDesign = "ceu";

export function isCardDesign(value: unknown): value is CardDesign {
  return typeof value === "string" && Object.hasOwn(CARD_DESIGNS, value);
}

/** The card's formats: a WhatsApp post, a status/story, and the PDF (the post's proportions). */
export const CARD_FORMATS = {
  post: { width: 1080, height: 1350, label: "Imagem para post (1080×1350)" },
  story: { width: 1080, height: 1920, label: "Imagem para status (1080×1920)" },
} as const;

export type CardFormat = keyof typeof CARD_FORMATS;

/** The PDF page: the post's 1080×1350 pixels at 240 dpi, i.e. 4.5 × 5.625 in (324 × 405 pt). */
export const CARD_PDF_PAGE = { width: 324, height: 405 } as const;
