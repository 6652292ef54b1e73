import type { z } from "zod";
import {
  type AboutStep,
  aboutSchema,
  type BasicsStep,
  basicsSchema,
  completionSecuritySchema,
  reviewSchema,
  securitySchema,
} from "./profile-form.schema";

/**
 * The memorial's form as a wizard holds it so far: the steps of a draft (creation) or the stored
 * fields of the memorial itself (completion, editing), each part already checked by its schema.
 */
export interface FormSource {
  basics?: Partial<BasicsStep>;
  about?: Partial<AboutStep>;
  /** The creation wizard's photo (its image path; null: none chosen yet); undefined where no photo is asked. */
  portrait?: string | null;
}

/** A part of the form a step fills in: its schema (pt-BR messages) and where its values are read from. */
export interface FormPart<V> {
  schema(today: string): z.ZodType<V>;
  /** The step's values in the form so far (what its form starts with). */
  load(form: FormSource): Partial<V> | undefined;
}

/**
 * The parts, without their forms: what the services check (a draft read back, a step saved) and the
 * step definitions in `steps/*-step.tsx` add their component to.
 */
export const FORM_PARTS = {
  basics: { schema: (today) => basicsSchema(today), load: (form) => form.basics },
  about: { schema: () => aboutSchema, load: (form) => form.about },
  review: {
    schema: () => reviewSchema,
    load: (form) => (form.about?.access ? { access: form.about.access } : undefined),
  },
  /** The answers are never stored: always typed again. */
  security: { schema: () => securitySchema, load: () => undefined },
  /** The completion's last step: the same answers, all asked for at once ('Por favor, preencha todos os campos.'). */
  finish: { schema: () => completionSecuritySchema, load: () => undefined },
} satisfies Record<string, FormPart<unknown>>;
