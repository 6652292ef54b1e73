import type { AboutStep, BasicsStep } from "./profile-form.schema";

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

/**
 * Where each part of the form reads its values from the form so far (what its form starts with).
 * The browser's half of the parts: their schemas are in `form-parts.ts`, which screens do not import
 * (they load the schemas on the first interaction with the form, decision 053).
 */
export const FORM_LOADS = {
  basics: (form: FormSource) => form.basics,
  about: (form: FormSource) => form.about,
  review: (form: FormSource) => (form.about?.access ? { access: form.about.access } : undefined),
  /** The answers are never stored: always typed again. */
  security: () => undefined,
  /** The completion's last step: the same answers, all asked for at once. */
  finish: () => undefined,
} satisfies Record<string, (form: FormSource) => unknown>;

/** A part of the memorial's form, by name. */
export type FormPartKey = keyof typeof FORM_LOADS;

/** Lists start with one empty row to type in; blank rows are dropped when saved. */
export function withRows(values: Partial<AboutStep> | undefined) {
  return {
    access: "Public" as const,
    ...values,
    interests: values?.interests?.length ? values.interests : [{ description: "" }],
    kinships: values?.kinships?.length ? values.kinships : [{ name: "", degree: "" }],
  };
}
