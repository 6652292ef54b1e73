import { STEP_SAVES, type StepSave } from "../steps/step-saves.server";
import type { WizardStep } from "../steps/step";
import { COMPLETION_STEPS } from "./completion-steps";

export interface CompletionServerStep extends WizardStep {
  /** The step's one save (shared with every wizard showing the step), here into the memorial itself. */
  readonly save: StepSave;
}

function withSave(step: WizardStep): CompletionServerStep {
  const save = STEP_SAVES[step.key];
  if (!save || !step.schema) throw new Error(`The completion step "${step.key}" has no save`);
  return { ...step, save };
}

/** The completion wizard's table on the server: each browser-side entry with its save. */
export const COMPLETION_WIZARD: readonly CompletionServerStep[] = COMPLETION_STEPS.map(withSave);
