import { AppError } from "~/shared/http/errors";

/** The spec's wording when a biography cannot be written (part 2, section 8). */
export const BIOGRAPHY_FAILED = "Erro ao gerar biografia personalizada";

/** The spec offers up to three drafts (part 2, section 9). */
export const MAX_DRAFTS = 3;

export type BiographyGender = "Homem" | "Mulher" | "Outro";

/** One relative as the family wrote them: a name and, when given, the degree (Filha, Neto...). */
export interface BiographyRelative {
  name: string;
  degree?: string;
}

/** What a biography is written from: the wizard's fields, already trimmed, blanks dropped. */
export interface BiographyFacts {
  name: string;
  /** How the person liked to be called. */
  surname?: string;
  gender?: BiographyGender;
  /** yyyy-MM-dd */
  birthDate?: string;
  /** yyyy-MM-dd */
  deathDate?: string;
  profession?: string;
  hometown?: string;
  /** Place of death. */
  location?: string;
  religion?: string;
  interests: string[];
  kinship: BiographyRelative[];
}

/**
 * A writer of biography drafts: the local `template` writer (the default) or an OpenAI-compatible
 * chat model. Answers one to three non-empty pt-BR drafts, or throws BiographyUnavailableError.
 */
export interface BiographyWriter {
  readonly name: "template" | "openai";
  writeDrafts(facts: BiographyFacts): Promise<string[]>;
}

/** The model failed, timed out or answered something unusable: the family can try again. */
export class BiographyUnavailableError extends AppError {
  constructor() {
    super(BIOGRAPHY_FAILED, 502);
  }
}
