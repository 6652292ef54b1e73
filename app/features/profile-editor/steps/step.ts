import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FormPartKey, FormSource } from "./form-source";

/** What a step's form is given by the wizard showing it. */
export interface StepProps {
  /** The step's own address: its form posts there. */
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The form so far (each part already checked by its schema when it was read). */
  form: FormSource;
  today: string;
  /** Another step of the same wizard, by key ('Voltar', the review's 'Editar'). */
  hrefOf: (key: string) => string;
  /** The memorial's stored handle when the wizard completes an existing memorial: not "taken" on blur. */
  ownUsername?: string;
  /** The creation's step 1: a plan chosen on the plans page, carried into the new draft. */
  suggestedPlan?: string | null;
}

/** A step's form: a function component (a wizard hands each step the props of `StepProps`, and its own). */
export type StepComponent<Props> = (props: Props) => ReactNode;

/**
 * A step of the memorial's form shared by the wizards: its part, where its values are read from and
 * its form. The part's schema is not here: the server's half of a table adds it (`withSchema` in
 * `form-parts.ts`), and the step's form loads it on the first interaction (decision 053).
 */
export interface FormStep<V> {
  readonly key: string;
  readonly part: FormPartKey;
  /** The step's values in the form so far (what its form starts with). */
  load(form: FormSource): Partial<V> | undefined;
  readonly Component: StepComponent<StepProps>;
  /** Loads the step's code ahead of showing it, for a step whose code loads apart (`lazy-step.tsx`). */
  readonly preload?: () => Promise<unknown>;
}

/**
 * An entry of a wizard's step table, as the browser gets it: what paints and navigates. Form steps
 * name their `part` and `load`; a wizard's own steps (the creation's plan and checkout) read what
 * they need from `screen`, this wizard's page data. The server's half of the table adds each form
 * step's schema and how each step is saved (`*-steps.server.ts`).
 */
export interface WizardStep<Screen = unknown> {
  readonly key: string;
  /** The step's heading and its name in the step indicator. */
  readonly title: string;
  readonly part?: FormPartKey;
  readonly load?: (form: FormSource) => unknown;
  readonly Component: StepComponent<StepProps & { screen: Screen }>;
  /** Loads the step's code ahead of showing it, for a step whose code loads apart (`lazy-step.tsx`). */
  readonly preload?: () => Promise<unknown>;
}

/** A shared step under the title this wizard gives it. */
export function titled<V>(step: FormStep<V>, title: string) {
  return { ...step, title };
}

/** The step number (1-based) the address asks for: `etapa`, within the table, else 1. */
export function requestedStep(url: URL, table: readonly { key: string }[]): number {
  const n = Number(url.searchParams.get("etapa") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= table.length ? n : 1;
}

/** The step number of a key in a table (1-based). */
export function stepNumberOf(table: readonly { key: string }[], key: string): number {
  const index = table.findIndex((step) => step.key === key);
  if (index < 0) throw new Error(`No step "${key}" in this wizard`);
  return index + 1;
}

/** What `reachedStep` needs of a table's entries on the server: each form step's schema and load. */
interface CheckedStep {
  readonly schema?: (today: string) => { safeParse(value: unknown): { success: boolean } };
  readonly load?: (form: FormSource) => unknown;
}

/**
 * The furthest step the form so far lets a wizard open: the first form step whose stored values its
 * schema refuses (it must be typed), else the last step. A step cannot be skipped by typing an address.
 * Given the server's half of a table (the browser's has no schemas).
 */
export function reachedStep(table: readonly CheckedStep[], form: FormSource, today: string) {
  const open = table.findIndex((step) => step.schema && !step.schema(today).safeParse(step.load?.(form)).success);
  return open < 0 ? table.length : open + 1;
}
