import { containsNul } from "~/shared/http/nul-text";
import { z } from "zod";

/** What the browser tells about itself when consent is given (kept as proof, LGPD). */
export const consentMetadataSchema = z
  .object({
    platform: z.string().max(200).optional(),
    hardwareConcurrency: z.number().int().min(0).max(1024).optional(),
    deviceMemory: z.number().min(0).max(1024).optional(),
    online: z.boolean().optional(),
    url: z.string().max(2000).optional(),
    language: z.string().max(100).optional(),
    userAgent: z.string().max(1000).optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
  })
  .strip();

export type ConsentMetadata = z.infer<typeof consentMetadataSchema>;

const METADATA_ERROR = "Os metadados do consentimento são inválidos.";

const metadataInput = z.preprocess(
  (value) => {
    // The spec sends metadata as a JSON string; objects are accepted too.
    if (typeof value !== "string") return value ?? {};
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  },
  z
    .object(consentMetadataSchema.shape, { message: METADATA_ERROR })
    .strip()
    // A NUL inside the JSON string only appears once it is parsed; jsonb cannot hold it.
    .refine((metadata) => !containsNul(metadata), METADATA_ERROR),
);

export const consentInputSchema = z.object(
  {
    consent: z.boolean({ message: "Informe se o consentimento foi dado (consent: true ou false)." }),
    metadata: metadataInput.optional().default({}),
  },
  { message: "Envie um objeto com consent e metadata." },
);
