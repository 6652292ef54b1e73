import type { SessionUser } from "~/shared/auth/session-user";
import { biographyWriter } from "~/integrations/llm/llm.server";
import { type BiographyFacts, BiographyUnavailableError, MAX_DRAFTS } from "~/integrations/llm/provider";
import { parseInput } from "~/shared/http/api.server";
import { UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import { logger } from "~/shared/logger.server";
import { BIOGRAPHY_MESSAGES as M, biographyRequestSchema, type BiographyRequest } from "./biography.schema";

/**
 * A real model costs money per call, so each account may ask for a few biographies an hour (the
 * wizard's link disappears after its first use; this leaves room for a few edits and retries).
 */
export const BIOGRAPHY_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

const MAX_INTEREST_CHARS = 120;
const MAX_NAME_CHARS = 80;

function clean(value: string | null | undefined, max: number, field: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > max) throw new ValidationError(M.tooLong, { [field]: M.tooLong });
  return text;
}

/** The request as the writer reads it: blank interests and relatives dropped, as the wizard drops them. */
export function factsOf(input: BiographyRequest): BiographyFacts {
  const interests = input.interests
    .map((item, i) => clean(typeof item === "string" ? item : item.description, MAX_INTEREST_CHARS, `interests.${i}`))
    .filter((item): item is string => Boolean(item));
  const kinship = input.kinship.flatMap((item, i) => {
    const name = clean(typeof item === "string" ? item : item.name, MAX_NAME_CHARS, `kinship.${i}`);
    const degree = typeof item === "string" ? undefined : clean(item.degree, 40, `kinship.${i}`);
    return name ? [degree ? { name, degree } : { name }] : [];
  });
  const { name, surname, gender, birthDate, deathDate, profession, hometown, location, religion } = input;
  const optional = { surname, gender, birthDate, deathDate, profession, hometown, location, religion };
  const given = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined));
  return { name, ...given, interests, kinship };
}

/**
 * `POST gpt/getBioToProfile`: up to three biography drafts written from the wizard's fields.
 * Signed-in people only, counted per account; any failure of the writer is the spec's
 * 'Erro ao gerar biografia personalizada'.
 */
export async function writeBiographyDrafts(actor: SessionUser | null, input: unknown): Promise<string[]> {
  if (!actor) throw new UnauthorizedError();
  const facts = factsOf(parseInput(biographyRequestSchema, input));
  await assertRateLimit([`biography:user:${actor.id}`], BIOGRAPHY_LIMIT, M.tooMany);
  const writer = biographyWriter();
  let drafts: string[];
  try {
    drafts = await writer.writeDrafts(facts);
  } catch (error) {
    if (!(error instanceof BiographyUnavailableError)) logger().error({ err: error }, "biography writer failed");
    throw new BiographyUnavailableError();
  }
  const usable = drafts
    .map((draft) => draft.trim())
    .filter(Boolean)
    .slice(0, MAX_DRAFTS);
  if (usable.length === 0) throw new BiographyUnavailableError();
  return usable;
}
