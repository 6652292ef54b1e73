import { z } from "zod";
import { isValidEmail } from "~/shared/validation/email";
import { type SoldTributeType, TRIBUTE_KINSHIPS, TRIBUTE_MESSAGES } from "./tribute-form.constants";

export {
  HONOR_TYPES,
  type SoldTributeType,
  TRIBUTE_CONTRACTS,
  TRIBUTE_KINSHIPS,
  TRIBUTE_MESSAGES,
  TRIBUTE_PRICES_CENTS,
  tributeDoneMessage,
  tributePriceCents,
} from "./tribute-form.constants";

const text = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message, abort: true }).max(max, message);

/**
 * The honor form, checked in the spec's order: name, e-mail, kinship, the message body (messages),
 * the contract; the bot check runs on the server. One schema for the browser and the server.
 */
export function tributeFormSchema(type: SoldTributeType) {
  return z.object({
    name: text(TRIBUTE_MESSAGES.name, 120),
    email: text(TRIBUTE_MESSAGES.email, 200).refine(isValidEmail, TRIBUTE_MESSAGES.emailInvalid),
    kinship: z.enum(TRIBUTE_KINSHIPS, { message: TRIBUTE_MESSAGES.kinship }),
    body:
      type === "Message"
        ? text(TRIBUTE_MESSAGES.body, 2000)
        : z.string().trim().max(2000, TRIBUTE_MESSAGES.body).optional(),
    candleDays:
      type === "Candle"
        ? z.coerce
            .number({ message: TRIBUTE_MESSAGES.candleDays })
            .refine((d) => d === 7 || d === 14, TRIBUTE_MESSAGES.candleDays)
        : z
            .unknown()
            .optional()
            .transform(() => undefined),
    contract: z.literal("on", { message: TRIBUTE_MESSAGES.contract }),
    captchaToken: z.string().max(4000).optional(),
  });
}

export type TributeFormValues = z.infer<ReturnType<typeof tributeFormSchema>>;
