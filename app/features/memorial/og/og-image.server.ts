import { createHash } from "node:crypto";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { storage } from "~/integrations/storage/storage.server";
import { formatDate } from "~/shared/format/format";
import { logger } from "~/shared/logger.server";
import { variantKey } from "~/shared/images/variants.server";
import type { ProfileRow } from "~/features/profiles/index.server";
import { fontFile, type OgFont } from "./og-fonts.server";

/** The link-preview size every messenger and social network crops well. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** WhatsApp drops previews above roughly 300 KB; we stay well under. */
export const OG_MAX_BYTES = 150_000;
/** Bump when the drawing changes, so every memorial gets a new image. */
const DESIGN_VERSION = 1;

const PORTRAIT = 380;
const TEXT_X = 540;
const TEXT_WIDTH = OG_WIDTH - TEXT_X - 70;

export interface OgInput {
  imagePath: string | null;
  name: string;
  dates: string;
  siteName: string;
}

export function ogInput(profile: Pick<ProfileRow, "imagePath" | "name" | "birthDate" | "deathDate">, siteName: string) {
  const dates = [formatDate(profile.birthDate), formatDate(profile.deathDate)].filter(Boolean).join(" — ");
  return { imagePath: profile.imagePath, name: profile.name, dates, siteName } satisfies OgInput;
}

/** `og/<profileId>-<hash of what is drawn>.jpg`: a new key whenever the portrait, name or dates change. */
export function ogKey(profileId: string, input: OgInput): string {
  const hash = createHash("sha256")
    .update(JSON.stringify([DESIGN_VERSION, input]))
    .digest("hex")
    .slice(0, 16);
  return `og/${profileId}-${hash}.jpg`;
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function textImage(text: string, font: OgFont, size: number, color: string, width = TEXT_WIDTH) {
  const file = await fontFile(font);
  const family = file ? (font === "serif" ? "Lora SemiBold" : "Source Sans 3") : font;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${family}, ${size}`,
      ...(file && { fontfile: file }),
      width,
      wrap: "word",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The name at the largest size that fits in three lines. */
async function nameImage(name: string) {
  for (const size of [64, 56, 48, 40]) {
    const image = await textImage(name, "serif", size, "#ffffff");
    if (image.height <= size * 1.35 * 3 || size === 40) return image;
  }
  throw new Error("unreachable");
}

function skyBackground(): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f6e9c"/><stop offset="1" stop-color="#1c4664"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg));
}

const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#1d2b3a" stop-opacity="0.35"/>
      <stop offset="0.45" stop-color="#1d2b3a" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#1d2b3a" stop-opacity="0.8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/></svg>`,
);

const circle = (size: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>`);

async function portraitDisc(portrait: Buffer | undefined, name: string): Promise<Buffer> {
  const r = PORTRAIT / 2;
  if (!portrait) {
    const initial = escapeMarkup(name.trim().slice(0, 1).toUpperCase());
    const letter = await textImage(initial, "serif", 160, "#1c4664", PORTRAIT);
    return sharp(circle(PORTRAIT, `<circle cx="${r}" cy="${r}" r="${r}" fill="#e4f0f9"/>`))
      .composite([{ input: letter.data, gravity: "center" }])
      .png()
      .toBuffer();
  }
  return sharp(portrait)
    .resize(PORTRAIT, PORTRAIT, { fit: "cover", position: "attention" })
    .composite([{ input: circle(PORTRAIT, `<circle cx="${r}" cy="${r}" r="${r}"/>`), blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** Blurred portrait as the background, the portrait in a ring, the name and dates beside it. */
export async function renderOgImage(input: OgInput, portrait: Buffer | undefined): Promise<Buffer> {
  const background = portrait
    ? sharp(portrait).resize(OG_WIDTH, OG_HEIGHT, { fit: "cover" }).blur(36).modulate({ brightness: 0.85 })
    : skyBackground();
  const [base, disc, label, name, dates, site] = await Promise.all([
    background.png().toBuffer(),
    portraitDisc(portrait, input.name),
    textImage("Em memória de", "sans", 30, "#e4f0f9"),
    nameImage(input.name),
    input.dates ? textImage(input.dates, "sans", 38, "#ffffff") : undefined,
    textImage(input.siteName, "serif", 30, "#e4f0f9"),
  ]);
  const gap = 18;
  const blockHeight = label.height + gap + name.height + (dates ? gap + dates.height : 0);
  let y = Math.max(40, Math.round((OG_HEIGHT - blockHeight) / 2) - 10);
  const texts: OverlayOptions[] = [];
  for (const part of [label, name, dates]) {
    if (!part) continue;
    texts.push({ input: part.data, left: TEXT_X, top: y });
    y += part.height + gap;
  }
  const ringSize = PORTRAIT + 16;
  const discTop = Math.round((OG_HEIGHT - PORTRAIT) / 2);
  const ring = circle(
    ringSize,
    `<circle cx="${ringSize / 2}" cy="${ringSize / 2}" r="${ringSize / 2 - 4}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>`,
  );
  const composed = await sharp(base)
    .composite([
      { input: SHADE, left: 0, top: 0 },
      { input: ring, left: 100 - 8, top: discTop - 8 },
      { input: disc, left: 100, top: discTop },
      ...texts,
      { input: site.data, left: OG_WIDTH - 70 - site.width, top: OG_HEIGHT - 40 - site.height },
    ])
    .removeAlpha()
    .toBuffer();
  for (const quality of [82, 74, 66, 58, 50]) {
    const jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES || quality === 50) return jpeg;
  }
  throw new Error("unreachable");
}

/**
 * Keys known to be stored: a key names its content (the memorial and what the image shows) and
 * nothing deletes preview images, so once seen it need not be looked up again on every render.
 */
const knownStored = new Set<string>();
const KNOWN_STORED_MAX = 50_000;

/**
 * Keys found missing, and when. A memorial nobody has shared yet has no preview image, and every
 * fresh render of it asked the store again (a file lookup, or a request to S3 the page waited on);
 * it is asked again only after `NOT_STORED_MS`. Meanwhile the page points at the preview's route,
 * which serves the stored image, or draws it, either way.
 */
const knownMissing = new Map<string, number>();
export const NOT_STORED_MS = 60_000;

function markStored(key: string): void {
  knownMissing.delete(key);
  if (knownStored.size >= KNOWN_STORED_MAX) knownStored.clear();
  knownStored.add(key);
}

function markMissing(key: string, now: number): void {
  if (knownMissing.size >= KNOWN_STORED_MAX) knownMissing.clear();
  knownMissing.set(key, now);
}

/** The public URL of the stored preview image, when it was made already. */
export async function storedOgImageUrl(
  profileId: string,
  input: OgInput,
  now = Date.now(),
): Promise<string | undefined> {
  const key = ogKey(profileId, input);
  if (knownStored.has(key)) return storage().url(key);
  const missingSince = knownMissing.get(key);
  if (missingSince !== undefined && now - missingSince < NOT_STORED_MS) return undefined;
  if (!(await storage().exists(key))) {
    markMissing(key, now);
    return undefined;
  }
  markStored(key);
  return storage().url(key);
}

/** The preview image: read from storage, or drawn once from the portrait and stored. */
export async function ensureOgImage(profileId: string, input: OgInput): Promise<Buffer> {
  const key = ogKey(profileId, input);
  const stored = await storage().get(key);
  if (stored) return stored;
  const portrait = input.imagePath ? await storage().get(variantKey(input.imagePath, 640)) : undefined;
  const jpeg = await renderOgImage(input, portrait);
  // Drawn is as good as stored for this answer; the next request tries to store it again.
  await storage()
    .put(key, jpeg, "image/jpeg")
    .then(() => markStored(key))
    .catch((error: unknown) => logger().warn({ err: error, storage: { key } }, "og image not stored"));
  return jpeg;
}
