import { z } from "zod";
import { email, password, trimmed } from "~/features/accounts";
import { CEREMONY_MESSAGES, type CeremonyKind } from "~/features/ceremonies";
import { plaqueAddressSchema } from "~/features/plaques";
import {
  deathNotBeforeBirth,
  honoreeGender,
  honoreeName,
  optionalPastDate,
  todayInSaoPaulo,
  WIZARD_MESSAGES as W,
} from "../steps/profile-form.schema";
import {
  CEREMONY_SLOT_PARTS,
  PARTNER_CEREMONY_SLOTS,
  type PartnerCeremonySlot,
  plaqueHashInput,
  SIMPLIFIED_MESSAGES as S,
  SIMPLIFIED_PLANS,
} from "./simplified-profile.constants";

/*
 * The partner's simplified wizard (spec part 2, §2 'Simplified partner wizard', §5 'Simplified
 * wizard'): the same schemas check the browser's steps (loaded on the first interaction), the route
 * action and the service. No server imports.
 *
 * The wizard's texts, choices and input rules live beside, without Zod: the screen imports them,
 * and this module (Zod with it) only when the form's validation loads (decision 053).
 */
export {
  CEREMONY_SLOT_PARTS,
  PARTNER_CEREMONY_SLOTS,
  plaqueHashInput,
  SIMPLIFIED_MESSAGES,
  SIMPLIFIED_PLANS,
} from "./simplified-profile.constants";
export type { PartnerCeremonySlot, SimplifiedPlan } from "./simplified-profile.constants";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalText = z.preprocess(blankToUndefined, z.string().optional());
const ADDRESS_PARTS = ["street", "city", "state", "zip_code"] as const;

/** The plaque's address typed with 'Não' (all four fields or none: without it the customer is asked later). */
function addressOf(v: Partial<Record<(typeof ADDRESS_PARTS)[number] | "country", string>>) {
  if (ADDRESS_PARTS.every((part) => v[part] === undefined)) return undefined;
  return plaqueAddressSchema.safeParse({ ...v, country: v.country ?? "Brasil" });
}

/**
 * Step 1: a plaque or not; with one, its hash (10 letters: the partner hands that plaque over);
 * without, optionally where to send the new plaque (decision 042).
 */
export const plaqueStepSchema = z
  .object({
    hasPlaque: z.enum(["sim", "nao"], { message: S.plaqueChoiceRequired }),
    hash: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform(plaqueHashInput)
        .refine((v) => v.length === 10, S.hashFormat)
        .optional(),
    ),
    street: optionalText,
    city: optionalText,
    state: optionalText,
    zip_code: optionalText,
    country: optionalText,
  })
  .superRefine((v, ctx) => {
    if (v.hasPlaque === "sim" && !v.hash) ctx.addIssue({ code: "custom", message: S.hashRequired, path: ["hash"] });
    const address = v.hasPlaque === "nao" ? addressOf(v) : undefined;
    for (const issue of address?.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  })
  .transform((v) => ({
    hasPlaque: v.hasPlaque,
    hash: v.hasPlaque === "sim" ? v.hash : undefined,
    address: v.hasPlaque === "nao" ? addressOf(v)?.data : undefined,
  }));

/** Step 2: the honoree, with the creation wizard's name and gender rules; both dates are optional here (spec). */
export function honoreeStepSchema(today = todayInSaoPaulo()) {
  return z
    .object({
      name: honoreeName,
      gender: honoreeGender,
      birthDate: optionalPastDate(today),
      deathDate: optionalPastDate(today),
    })
    .refine(deathNotBeforeBirth, { message: W.deathBeforeBirth, path: ["deathDate"] });
}

/** Step 3: the customer's account, the memorial's administrator. */
export const customerStepSchema = z.object({
  customerName: trimmed(S.customerNameRequired),
  customerEmail: email(S.customerEmailRequired, S.customerEmailInvalid),
  customerPassword: password,
});

export const planStepSchema = z.object({ plan: z.enum(SIMPLIFIED_PLANS, { message: S.planRequired }) });

/**
 * The optional ceremonies step (decision 054): the velório, the sepultamento or cremação and the
 * 7th-day missa or culto, each left out when its fields are blank. The ceremonies service checks
 * them again (it is the only writer); this catches what a partner can fix in the step.
 */
const slotFields = Object.fromEntries(
  Object.keys(PARTNER_CEREMONY_SLOTS).flatMap((slot) =>
    CEREMONY_SLOT_PARTS.map((part) => [`${slot}${part}`, optionalText]),
  ),
) as Record<`${PartnerCeremonySlot}${(typeof CEREMONY_SLOT_PARTS)[number]}`, typeof optionalText>;

export const ceremoniesStepSchema = z.object(slotFields).superRefine((v, ctx) => {
  for (const [slot, { kinds }] of Object.entries(PARTNER_CEREMONY_SLOTS)) {
    const get = (part: string) => (v as Record<string, string | undefined>)[`${slot}${part}`];
    const filled = ["Date", "Time", "Place", "Address"].some((part) => get(part) !== undefined);
    if (!filled) continue;
    const refuse = (part: string, message: string) =>
      ctx.addIssue({ code: "custom", message, path: [`${slot}${part}`] });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(get("Date") ?? "")) refuse("Date", CEREMONY_MESSAGES.dateInvalid);
    if (!/^\d{2}:\d{2}$/.test(get("Time") ?? "")) refuse("Time", CEREMONY_MESSAGES.timeInvalid);
    if (!get("Place")) refuse("Place", CEREMONY_MESSAGES.placeRequired);
    const kind = get("Kind");
    if (kinds.length > 1 && !(kinds as readonly string[]).includes(kind ?? ""))
      refuse("Kind", CEREMONY_MESSAGES.kindInvalid);
  }
});

/**
 * The filled slots as the ceremonies service takes them (blank slots left out). A plain function
 * rather than the schema's transform: only the server needs the list; the browser checks the step
 * with the same schema (decision 054).
 */
export function partnerCeremonies(form: object) {
  const values = form as Partial<Record<string, string>>;
  return (Object.entries(PARTNER_CEREMONY_SLOTS) as [PartnerCeremonySlot, { kinds: readonly CeremonyKind[] }][])
    .filter(([slot]) => values[`${slot}Date`])
    .map(([slot, { kinds }]) => ({
      slot,
      kind: (kinds.length > 1 ? values[`${slot}Kind`] : kinds[0]) as CeremonyKind,
      date: values[`${slot}Date`]!,
      time: values[`${slot}Time`]!,
      placeName: values[`${slot}Place`],
      placeAddress: values[`${slot}Address`],
    }));
}

/** The whole wizard as one submission (the page without JavaScript sends it at once). */
export function simplifiedFormSchema(today = todayInSaoPaulo()) {
  return z
    .object({ idempotencyKey: z.string({ message: S.planRequired }).min(8).max(128) })
    .and(plaqueStepSchema)
    .and(honoreeStepSchema(today))
    .and(customerStepSchema)
    .and(ceremoniesStepSchema)
    .and(planStepSchema);
}
export type SimplifiedForm = z.infer<ReturnType<typeof simplifiedFormSchema>>;
