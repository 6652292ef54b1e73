import { z } from "zod";
import { EMAIL_PATTERN } from "~/shared/validation/email";
import { parseFormattedPhone } from "~/shared/validation/phone";
import { CONTACT_KINSHIPS, CONTACT_MESSAGES } from "./notification-contacts.constants";

// The texts and lists live beside, without Zod: the screens import them, and this module (Zod with
// it) only when the form's validation loads (decision 053).
export { CONTACT_KINSHIPS, CONTACT_MESSAGES, MAX_CONTACTS_PER_PROFILE } from "./notification-contacts.constants";

/** An empty or blank text is "not given" (the form sends nothing, the API may send ""). */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalText = (message: string) => z.preprocess(blankToUndefined, z.string({ message }).trim().optional());

/** The contact's own fields, as typed. The e-mail is kept in lower case, the cellphone as its 11 digits. */
const contactFields = {
  name: z.preprocess(
    blankToUndefined,
    z.string({ message: CONTACT_MESSAGES.nameRequired }).trim().max(200, CONTACT_MESSAGES.nameRequired),
  ),
  email: optionalText(CONTACT_MESSAGES.emailInvalid)
    .refine((v) => v === undefined || (v.length <= 200 && EMAIL_PATTERN.test(v)), CONTACT_MESSAGES.emailInvalid)
    .transform((v) => v?.toLowerCase() ?? null),
  cellphone: optionalText(CONTACT_MESSAGES.phoneInvalid)
    .refine((v) => v === undefined || parseFormattedPhone(v) !== undefined, CONTACT_MESSAGES.phoneInvalid)
    .transform((v) => (v === undefined ? null : parseFormattedPhone(v)!)),
  kinship: z
    .preprocess(blankToUndefined, z.enum(CONTACT_KINSHIPS, { message: CONTACT_MESSAGES.kinshipInvalid }).optional())
    .transform((v) => v ?? null),
};

type Reachable = { email: string | null; cellphone: string | null };

/** At least one way to reach the contact; the message is the form's, not one field's. */
const reachable = <T extends Reachable>(value: T, ctx: z.RefinementCtx) => {
  if (value.email === null && value.cellphone === null) {
    ctx.addIssue({ code: "custom", path: [], message: CONTACT_MESSAGES.emailOrPhone });
  }
};

/** The screen's form (and the creation wizard's step 7): the profile comes from the page. */
export const contactFormSchema = z.object(contactFields).superRefine(reachable);

/** `POST /api/profile/saveNotificationContact`: the spec's entity (part 2, §3). */
export const saveNotificationContactSchema = z
  .object({
    user_id: z.preprocess(blankToUndefined, z.string({ message: CONTACT_MESSAGES.userIdRequired })),
    profile_id: z.preprocess(blankToUndefined, z.string({ message: CONTACT_MESSAGES.profileIdRequired })),
    ...contactFields,
  })
  .superRefine(reachable);

export type ContactInput = z.output<typeof contactFormSchema>;
