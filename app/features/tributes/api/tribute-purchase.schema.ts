import { z } from "zod";

/** `POST tribute/registerTribute` (part 2, §3 'Tribute form'); the price is the server's. */
export const registerTributeSchema = z.object({
  tributeType: z.enum(["Candle", "Message", "Photo"], { message: "Escolha o tipo de homenagem." }),
  profileId: z.uuid({ message: "Identificador de perfil inválido." }),
  token: z.string().max(200).optional().describe("The access token of a private memorial."),
  name: z.string().max(200).optional(),
  email: z.string().max(200).optional(),
  kinship: z.string().max(40).optional(),
  body: z.string().max(4000).optional(),
  candleValue: z
    .union([z.literal(4.99), z.literal(8.99)])
    .optional()
    .describe("Candles: 4.99 burns 7 days, 8.99 burns 14 days (the price is still the server's)."),
  candleDays: z.union([z.literal(7), z.literal(14)]).optional(),
  contract: z.boolean().optional().describe("The tribute's contract was accepted (required)."),
  captchaToken: z.string().max(4000).optional().describe("The bot check's token (sandbox: `sandbox:<score>`)."),
});

export const ownerNoticeSchema = z.object({
  profileId: z.uuid({ message: "Identificador de perfil inválido." }).optional(),
  tributeId: z.uuid({ message: "Homenagem não encontrada." }),
});

export const verifyRecaptchaSchema = z.object({
  token: z.string({ message: "Token ausente." }).min(1, "Token ausente.").max(4000),
});
