import { z } from "zod";

/**
 * The memorial's form, step by step: validated in the browser (Conform) and by the route actions,
 * the step saves and the API use cases with these same schemas. No server imports.
 */
export const WIZARD_MESSAGES = {
  nameRequired: "Preencha o nome do homenageado para continuar",
  genderRequired: "Preencha o gênero do homenageado para continuar",
  birthDateRequired: "Preencha a data de nascimento do homenageado para continuar",
  usernameRequired: "Por favor, insira um apelido de perfil.",
  usernameFormat: "O apelido deve ter de 3 a 20 caracteres: letras, números, ponto, hífen ou sublinhado.",
  usernameTaken: "Este apelido já está em uso. Por favor, escolha outro.",
  usernameLookupFailed: "Erro ao buscar perfil",
  dateInvalid: "Informe uma data válida.",
  dateInFuture: "A data não pode estar no futuro.",
  deathBeforeBirth: "A data de falecimento não pode ser anterior à de nascimento.",
  hometownRequired: "Preencha a cidade natal do homenageado para continuar",
  bioRequired: "Escreva uma mensagem para o homenageado para continuar",
  descriptionRequired: "Escreva uma descrição do homenageado para continuar",
  accessRequired: "Selecione o tipo de perfil",
  kinshipIncomplete: "Preencha o nome e o grau de parentesco.",
  motherNameRequired: "Preencha o nome completo da mãe do homenageado para continuar",
  motherSpouseRequired: "Preencha o nome do último cônjuge da mãe do homenageado para continuar",
  motherHometownRequired: "Preencha a cidade natal da mãe do homenageado para continuar",
  tooLong: "Texto longo demais.",
  planRequired: "Escolha um plano para continuar.",
  bioGenerationFailed: "Erro ao gerar biografia personalizada",
} as const;

const M = WIZARD_MESSAGES;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
const HANDLE = /^[A-Za-z0-9._-]+$/;

/**
 * What the username field becomes on blur (spec): every '@' and every space removed, then one '@'
 * prefixed. Idempotent.
 */
export function normalizeUsernameInput(raw: string): string {
  return `@${raw.replace(/[@\s]/g, "")}`;
}

/** The stored handle (without '@') of a typed username, or the message that refuses it. */
export function parseHandle(raw: string): { handle: string } | { error: string } {
  const handle = normalizeUsernameInput(raw).slice(1);
  if (!handle) return { error: M.usernameRequired };
  if (handle.length < USERNAME_MIN || handle.length > USERNAME_MAX || !HANDLE.test(handle)) {
    return { error: M.usernameFormat };
  }
  return { handle };
}

export const GENDERS = ["Homem", "Mulher", "Outro"] as const;
export type Gender = (typeof GENDERS)[number];
/** 'Outro' is shown as 'Não declarante' (spec). */
export const GENDER_LABELS: Record<Gender, string> = { Homem: "Homem", Mulher: "Mulher", Outro: "Não declarante" };

export const ACCESS = ["Public", "Private"] as const;
export type Access = (typeof ACCESS)[number];
export const ACCESS_LABELS = {
  Public: "Perfil Aberto (acesso público)",
  Private: "Perfil Fechado (acesso apenas com link)",
} as const;

const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max, M.tooLong);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A real calendar day written year-month-day (not 2023-02-30), from 1800 on. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "1800-01-01") return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Today as year-month-day in São Paulo, for the "not in the future" rule. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

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

/** Death not before birth (every wizard asking both dates tells it beside the death date). */
export const deathNotBeforeBirth = (v: { birthDate?: string; deathDate?: string }) =>
  !v.birthDate || !v.deathDate || v.deathDate >= v.birthDate;

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

export const MAX_LIST_ROWS = 30;

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

export const COMPLETION_MESSAGES = {
  allFieldsRequired: "Por favor, preencha todos os campos.",
  completed: "Perfil completado com sucesso",
} as const;

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
