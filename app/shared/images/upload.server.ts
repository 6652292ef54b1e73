import { createHash } from "node:crypto";
import sharp from "sharp";
import { storage as configuredStorage, type Storage } from "~/integrations/storage/storage.server";
import { AppError, UnavailableError, ValidationError } from "~/shared/http/errors";
import { decodeHeic } from "./heic.server";
import { createSemaphore } from "./semaphore";
import { detectImageFormat, heifDeclaredSize, type UploadFormat } from "./sniff";
import {
  findStoredVariants,
  MAX_INPUT_PIXELS,
  renderVariants,
  type StoredImage,
  writeVariants,
} from "./variants.server";

/** What an image is for; also the storage prefix of its variants. */
export type ImageKind = "profiles" | "gallery" | "tributes" | "cemeteries";

export const IMAGE_MESSAGES = {
  /** Memorial and profile photos (part 2 of the spec). */
  invalidType: "Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.",
  /** Photo tributes pass this one (part 2 of the spec, the honor form). */
  invalidTributeType: "Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos",
  empty: "O arquivo de imagem está vazio. Escolha outra imagem.",
  unreadable: "Não foi possível ler esta imagem: o arquivo parece corrompido ou incompleto. Escolha outra imagem.",
  heicTimeout: "Não foi possível converter esta foto HEIC a tempo. Tente enviá-la em JPEG.",
  busy: "Muitas imagens estão sendo enviadas agora. Tente novamente em instantes.",
  storageUnavailable:
    "Não foi possível guardar a imagem agora: o armazenamento de arquivos está indisponível. Tente novamente em alguns minutos.",
} as const;

/**
 * Runs a call to the store: its failure (unreachable, full disk, refused) becomes a 503 with
 * Retry-After and the upload's pt-BR message; nothing was recorded, and writeVariants left no
 * partial sizes.
 */
async function inStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new UnavailableError(`image upload: ${detail}`, IMAGE_MESSAGES.storageUnavailable, 60, { cause: error });
  }
}

export const DEFAULT_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const HEIC_TIMEOUT_MS = 30_000;

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;

export function tooLargeMessage(maxBytes: number): string {
  return `A imagem é grande demais. O limite é de ${megabytes(maxBytes)}.`;
}

export function tooManyPixelsMessage(maxPixels: number): string {
  const megapixels = (maxPixels / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  return `A imagem tem resolução grande demais. O limite é de ${megapixels} megapixels.`;
}

export interface ProcessUploadOptions {
  kind: ImageKind;
  /** Refused before anything is decoded; 15 MB unless told. */
  maxBytes?: number;
  /** The message for a file that is not a JPEG, PNG, GIF or HEIC image. */
  invalidTypeMessage?: string;
  maxPixels?: number;
  heicTimeoutMs?: number;
  storage?: Storage;
}

export interface ProcessedImage extends StoredImage {
  /** What the uploaded bytes were. */
  format: UploadFormat;
  /** Size of the upload. */
  bytes: number;
  /** SHA-256 of the upload, hex; `imagePath` ends with its first 16 digits. */
  contentHash: string;
}

/**
 * Decoding is what costs memory (a phone photo is ~50 MB of pixels), so at most two images are
 * decoded at once per process; a burst waits its turn, and beyond 32 waiting uploads the next
 * is told to try again rather than pile up.
 */
const decodeSlots = createSemaphore(2, { maxWaiting: 32, busyMessage: IMAGE_MESSAGES.busy });

/** Decodes running and waiting now (for tests and monitoring). */
export function imageDecodeLoad(): { active: number; waiting: number } {
  return { active: decodeSlots.active, waiting: decodeSlots.waiting };
}

/**
 * The one way an uploaded image enters the product: checks the bytes (size, real type, declared
 * dimensions), decodes within bounds, turns it upright, drops all metadata and stores the JPEG
 * variants the pages use. Any problem with the file is a ValidationError with a pt-BR message;
 * nothing is stored then.
 */
export async function processUpload(bytes: Uint8Array, options: ProcessUploadOptions): Promise<ProcessedImage> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  if (bytes.length === 0) throw new ValidationError(IMAGE_MESSAGES.empty);
  if (bytes.length > maxBytes) throw new ValidationError(tooLargeMessage(maxBytes));
  const format = detectImageFormat(bytes);
  if (!format) throw new ValidationError(options.invalidTypeMessage ?? IMAGE_MESSAGES.invalidType);

  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const contentHash = createHash("sha256").update(input).digest("hex");
  const imagePath = `${options.kind}/${contentHash.slice(0, 16)}`;
  const storage = options.storage ?? configuredStorage();
  const described = { format, bytes: bytes.length, contentHash };

  const stored = await decodeSlots.run(async () => {
    const existing = await inStore(() => findStoredVariants(storage, imagePath));
    if (existing) return existing;
    const image =
      format === "heic"
        ? await openHeic(input, maxPixels, options.heicTimeoutMs ?? HEIC_TIMEOUT_MS)
        : await openBitmap(input, format, maxPixels);
    const rendered = await renderVariants(image).catch(() => {
      throw new ValidationError(IMAGE_MESSAGES.unreadable);
    });
    return inStore(() => writeVariants(storage, imagePath, rendered));
  });
  return { ...stored, ...described };
}

/** A JPEG, PNG or GIF (its first frame), once its header shows a size within bounds. */
async function openBitmap(input: Buffer, format: Exclude<UploadFormat, "heic">, maxPixels: number) {
  // sharp's default `failOn: "warning"` refuses truncated and corrupt data instead of padding it.
  // The header alone (without the pixel limit, which would refuse with a vaguer error).
  const header = await sharp(input, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => undefined);
  if (!header || header.format !== format || !header.width || !header.height) {
    throw new ValidationError(IMAGE_MESSAGES.unreadable);
  }
  if (header.width * header.height > maxPixels) throw new ValidationError(tooManyPixelsMessage(maxPixels));
  return sharp(input, { limitInputPixels: maxPixels, pages: 1 });
}

/** A HEIC photo: its declared size checked first, then decoded in a worker thread. */
async function openHeic(input: Buffer, maxPixels: number, timeoutMs: number) {
  const declared = heifDeclaredSize(input);
  if (!declared || !declared.width || !declared.height) throw new ValidationError(IMAGE_MESSAGES.unreadable);
  if (declared.width * declared.height > maxPixels) throw new ValidationError(tooManyPixelsMessage(maxPixels));

  const decoded = await decodeHeic(input, { maxPixels, timeoutMs });
  if (!decoded.ok) {
    const message = {
      "too-large": tooManyPixelsMessage(maxPixels),
      timeout: IMAGE_MESSAGES.heicTimeout,
      corrupt: IMAGE_MESSAGES.unreadable,
    }[decoded.reason];
    throw new ValidationError(message);
  }
  const { width, height, pixels } = decoded;
  // The decoder already applied the HEIF rotation and mirroring; raw pixels carry no metadata.
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: maxPixels,
  });
}
