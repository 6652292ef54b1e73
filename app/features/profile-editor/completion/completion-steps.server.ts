import { type StepSchema, withSchema } from "../steps/form-parts";
import { STEP_SAVES, type StepSave } from "../steps/step-saves.server";
import type { WizardStep } from "../steps/step";
import { COMPLETION_STEPS } from "./completion-steps";

export interface CompletionServerStep extends WizardStep {
  /** The step's part's schema (the browser's entry has none). */
  readonly schema: StepSchema;
  /** The step's one save (shared with every wizard showing the step), here into the memorial itself. */
  readonly save: StepSave;
}

function withSave(entry: WizardStep): CompletionServerStep {
  const step = withSchema(entry);
  const save = STEP_SAVES[step.key];
  const { schema } = step;
  if (!save || !schema) throw new Error(`The completion step "${step.key}" has no save`);
  return { ...step, schema, save };
}

/** The completion wizard's table on the server: each browser-side entry with its schema and save. */
export const COMPLETION_WIZARD: readonly CompletionServerStep[] = COMPLETION_STEPS.map(withSave);
