import type { z } from "zod";
import { FORM_LOADS, type FormPartKey, type FormSource } from "./form-source";
import {
  aboutSchema,
  basicsSchema,
  completionSecuritySchema,
  reviewSchema,
  securitySchema,
} from "./profile-form.schema";

/** A part of the form a step fills in: its schema (pt-BR messages) and where its values are read from. */
export interface FormPart<V> {
  schema(today: string): z.ZodType<V>;
  /** The step's values in the form so far (what its form starts with). */
  load(form: FormSource): Partial<V> | undefined;
}

/**
 * The parts with their schemas: what the services check (a draft read back, a step saved) and the
 * server's half of each wizard's table adds to its form steps (`withSchema`). Screens do not import
 * this module: their steps name their part (`part`) and read their values with `FORM_LOADS`.
 */
export const FORM_PARTS = {
  basics: { schema: (today) => basicsSchema(today), load: FORM_LOADS.basics },
  about: { schema: () => aboutSchema, load: FORM_LOADS.about },
  review: { schema: () => reviewSchema, load: FORM_LOADS.review },
  security: { schema: () => securitySchema, load: FORM_LOADS.security },
  /** The completion's last step: the same answers, all asked for at once ('Por favor, preencha todos os campos.'). */
  finish: { schema: () => completionSecuritySchema, load: FORM_LOADS.finish },
} satisfies Record<FormPartKey, FormPart<unknown>>;

/** How a step's schema checks what was posted, given today's date. */
export type StepSchema = (today: string) => z.ZodType;

/** A table entry with its part's schema: a form step of a wizard's table on the server (and in tests). */
export function withSchema<Step extends { readonly part?: FormPartKey }>(step: Step): Step & { schema?: StepSchema } {
  return step.part ? { ...step, schema: FORM_PARTS[step.part].schema as StepSchema } : step;
}
