import { z } from "zod";
import { CEREMONY_KIND_KEYS, CEREMONY_MESSAGES as M } from "./ceremonies.constants";

export { CEREMONY_KINDS, CEREMONY_MESSAGES } from "./ceremonies.constants";
export { CEREMONY_INTENTS } from "./ceremony-intents";

const blankToUndefined = (value: unknown) =>
  value == null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

/** A live-stream link: an absolute https URL with a host, nothing else. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 500 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A ceremony as a form (the panel's, the partner wizard's) or the API sends it: the date and times
 * on the wall clocks of America/Sao_Paulo, the place as a catalogue cemetery or a name and address.
 */
export const ceremonyInputSchema = z
  .object({
    kind: z.enum(CEREMONY_KIND_KEYS, { message: M.kindInvalid }),
    customName: optionalText(80, M.customNameTooLong),
    date: z.string({ message: M.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid),
    time: z.string({ message: M.timeInvalid }).regex(/^\d{2}:\d{2}$/, M.timeInvalid),
    endTime: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{2}:\d{2}$/, M.timeInvalid)
        .optional(),
    ),
    cemeteryId: z.preprocess(
      blankToUndefined,
      z.coerce.number({ message: M.cemeteryNotFound }).int(M.cemeteryNotFound).positive(M.cemeteryNotFound).optional(),
    ),
    placeName: optionalText(120, M.placeTooLong),
    placeAddress: optionalText(200, M.addressTooLong),
    streamUrl: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .refine((value) => isHttpsUrl(value), M.streamInvalid)
        .optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "outra" && !input.customName) {
      ctx.addIssue({ code: "custom", path: ["customName"], message: M.customNameRequired });
    }
    if (!input.cemeteryId && !input.placeName) {
      ctx.addIssue({ code: "custom", path: ["placeName"], message: M.placeRequired });
    }
  });

export type CeremonyInput = z.infer<typeof ceremonyInputSchema>;
