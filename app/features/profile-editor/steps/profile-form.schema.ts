import { z } from "zod";
import {
  ACCESS,
  COMPLETION_MESSAGES,
  deathNotBeforeBirth,
  GENDERS,
  isCalendarDate,
  MAX_LIST_ROWS,
  parseHandle,
  todayInSaoPaulo,
  WIZARD_MESSAGES as M,
} from "./profile-form.constants";

// The texts, choices and rules live beside, without Zod: screens import them from there, and this
// module (Zod with it) only when a form's validation loads (decisions 053 and 061).
export * from "./profile-form.constants";

/**
 * The memorial's form, step by step: validated in the browser (Conform) and by the route actions,
 * the step saves and the API use cases with these same schemas. No server imports.
 */
const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, M.tooLong);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A calendar day up to today, required with its own message. */
const pastDate = (today: string, message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .refine(isCalendarDate, M.dateInvalid)
    .refine((v) => v <= today, M.dateInFuture);

/** A calendar day up to today, or nothing (a blank field). */
export const optionalPastDate = (today: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(pastDate(today, M.dateInvalid).optional());

/** The honoree's name and gender: asked by the creation, the completion and the partner's wizard alike. */
export const honoreeName = required(M.nameRequired, 120);
export const honoreeGender = z.enum(GENDERS, { message: M.genderRequired });

const username = z.string({ message: M.usernameRequired }).transform((raw, ctx) => {
  const parsed = parseHandle(raw);
  if ("error" in parsed) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return `@${parsed.handle}`;
});

export function basicsSchema(today = todayInSaoPaulo()) {
  return z
    .object({
      name: honoreeName,
      username,
      gender: honoreeGender,
      birthDate: pastDate(today, M.birthDateRequired),
      deathDate: optionalPastDate(today),
      profession: optional(120),
    })
    .refine(deathNotBeforeBirth, { message: M.deathBeforeBirth, path: ["deathDate"] });
}
export type BasicsStep = z.infer<ReturnType<typeof basicsSchema>>;

const interestRow = z.object({ description: optional(120) });
const kinshipRow = z.object({ name: optional(120), degree: optional(60) });

/** Blank rows are dropped before saving (spec); a half-filled kinship row is refused. */
export const aboutSchema = z.object({
  hometown: required(M.hometownRequired, 120),
  location: optional(120),
  surname: optional(120),
  religion: optional(80),
  bio: required(M.bioRequired, 2000),
  description: required(M.descriptionRequired, 20000),
  interests: z
    .array(interestRow)
    .max(MAX_LIST_ROWS)
    .optional()
    .transform((rows) => (rows ?? []).filter((row): row is { description: string } => Boolean(row.description))),
  kinships: z
    .array(
      kinshipRow.refine((row) => Boolean(row.name) === Boolean(row.degree), {
        message: M.kinshipIncomplete,
        path: ["name"],
      }),
    )
    .max(MAX_LIST_ROWS)
    .optional()
    .transform((rows) => (rows ?? []).filter((row): row is { name: string; degree: string } => Boolean(row.name))),
  access: z.enum(ACCESS, { message: M.accessRequired }),
  /** The 'Gerar biografia' link was used: it stays gone when the step is reopened (spec). */
  bioGenerated: z.literal("1").optional(),
});
export type AboutStep = z.infer<typeof aboutSchema>;

/** The review confirms the privacy choice. */
export const reviewSchema = z.object({ access: z.enum(ACCESS, { message: M.accessRequired }) });

/** The three answers; never stored in clear (DECISIONS.md). */
export const securitySchema = z.object({
  nomeMaeFalecido: required(M.motherNameRequired),
  nomeConjugeMaeFalecido: required(M.motherSpouseRequired),
  cidadeNatalMaeFalecido: required(M.motherHometownRequired),
});
export type SecurityStep = z.infer<typeof securitySchema>;

/**
 * The answers as the complete-profile wizard finishes with them: each empty answer gets its own
 * message and the form the spec's 'Por favor, preencha todos os campos.'.
 */
export const completionSecuritySchema = z
  .object({
    nomeMaeFalecido: z.string().trim().max(200, M.tooLong).optional(),
    nomeConjugeMaeFalecido: z.string().trim().max(200, M.tooLong).optional(),
    cidadeNatalMaeFalecido: z.string().trim().max(200, M.tooLong).optional(),
  })
  .superRefine((answers, ctx) => {
    const empty = (
      [
        ["nomeMaeFalecido", M.motherNameRequired],
        ["nomeConjugeMaeFalecido", M.motherSpouseRequired],
        ["cidadeNatalMaeFalecido", M.motherHometownRequired],
      ] as const
    ).filter(([name]) => !answers[name]);
    for (const [name, message] of empty) ctx.addIssue({ code: "custom", message, path: [name] });
    if (empty.length > 0) ctx.addIssue({ code: "custom", message: COMPLETION_MESSAGES.allFieldsRequired, path: [] });
  })
  .transform((answers) => answers as SecurityStep);
