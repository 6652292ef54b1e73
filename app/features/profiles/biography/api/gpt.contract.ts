import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { biographyRequestSchema } from "../biography.schema";

const tags = ["gpt"] as const;

export const getBioToProfile = operation({
  method: "post",
  path: "/api/gpt/getBioToProfile",
  summary: "Write up to three pt-BR biography drafts from a profile's fields, interests and relatives",
  description:
    "Written by the configured LLM_PROVIDER (the deterministic `template` writer by default, or an OpenAI-compatible model). Counted per account.",
  tags,
  session: "required",
  request: { body: biographyRequestSchema },
  responses: {
    200: ok(
      "The drafts; `bio` is the first.",
      success({ bio: z.string().min(1), biographies: z.array(z.string().min(1)).min(1).max(3) }),
    ),
    400: error("A field is missing or malformed ('Preencha o nome do homenageado para continuar', ...)."),
    429: error("Too many biographies asked for this hour; see Retry-After."),
    502: error("'Erro ao gerar biografia personalizada': the model failed, timed out or answered nonsense."),
  },
});

/** /api/gpt: biography drafts for the creation wizards. */
export const gptContract = [getBioToProfile];
