import { z } from "zod";

/** Request shape of `POST gpt/getBioToProfile` (pt-BR messages, no server imports). */
export const BIOGRAPHY_MESSAGES = {
  nameRequired: "Preencha o nome do homenageado para continuar",
  invalidGender: "Gênero inválido. Use Homem, Mulher ou Não declarante.",
  invalidBirthDate: "Data de nascimento inválida.",
  invalidDeathDate: "Data de falecimento inválida.",
  deathBeforeBirth: "A data de falecimento não pode ser anterior à data de nascimento.",
  tooLong: "Texto longo demais.",
  tooManyInterests: "Informe no máximo 20 interesses.",
  tooManyRelatives: "Informe no máximo 30 familiares.",
  tooMany: "Você já pediu muitas biografias em pouco tempo. Aguarde alguns minutos e tente novamente.",
} as const;
const M = BIOGRAPHY_MESSAGES;

/** A trimmed text; blank becomes absent. */
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
    z.string({ message: M.tooLong }).max(max, M.tooLong).optional(),
  );

/** yyyy-MM-dd (a longer ISO instant is cut to its date, as the wizard normalises dates); blank is absent. */
const day = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().slice(0, 10) || undefined : (v ?? undefined)),
    z
      .string({ message })
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return (
          /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
        );
      }, message)
      .optional(),
  );

const interest = z.union([z.string(), z.object({ description: z.string().nullish() })], { message: M.tooLong });
const relative = z.union([z.string(), z.object({ name: z.string().nullish(), degree: z.string().nullish() })], {
  message: M.tooLong,
});

export const biographyRequestSchema = z
  .object({
    name: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v),
      z.string({ message: M.nameRequired }).min(1, M.nameRequired).max(120, M.tooLong),
    ),
    surname: text(80),
    gender: z.preprocess(
      (v) => (v === "Não declarante" ? "Outro" : v === "" || v === null ? undefined : v),
      z.enum(["Homem", "Mulher", "Outro"], { message: M.invalidGender }).optional(),
    ),
    birthDate: day(M.invalidBirthDate),
    deathDate: day(M.invalidDeathDate),
    profession: text(120),
    hometown: text(120),
    location: text(120),
    religion: text(80),
    interests: z
      .array(interest, { message: M.tooLong })
      .max(20, M.tooManyInterests)
      .default([])
      .describe("Interest descriptions: strings or { description } as the wizard keeps them; blanks are dropped."),
    kinship: z
      .array(relative, { message: M.tooLong })
      .max(30, M.tooManyRelatives)
      .default([])
      .describe("Relatives: names, or { name, degree } as the wizard keeps them; blanks are dropped."),
  })
  .refine((v) => !v.birthDate || !v.deathDate || v.deathDate >= v.birthDate, {
    message: M.deathBeforeBirth,
    path: ["deathDate"],
  });

export type BiographyRequest = z.infer<typeof biographyRequestSchema>;
