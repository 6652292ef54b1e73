import { useCallback } from "react";
import { useFocusOnChange } from "~/shared/ui/zone/use-focus-on-change";
import { StepIndicator } from "./fields/wizard-fields";
import { stepNumberOf, type StepProps, type WizardStep } from "./step";

/**
 * A wizard's page: its heading, where the person is among the table's steps, and the current
 * step's form, looked up in the table. `hrefOf(n)` is the address of the wizard's step n.
 */
export function WizardScreen<Screen>({
  table,
  current,
  heading,
  intro,
  label,
  hrefOf,
  step,
}: {
  table: readonly WizardStep<Screen>[];
  /** The step shown (1-based). */
  current: number;
  heading: string;
  /** A line under the heading (the memorial being completed). */
  intro?: React.ReactNode;
  /** The step indicator's name for assistive technology. */
  label: string;
  hrefOf: (step: number) => string;
  step: Omit<StepProps, "action" | "hrefOf"> & { screen: Screen };
}) {
  const entry = table[current - 1]!;
  const Step = entry.Component;
  // The next step's title takes the focus, so a keyboard or screen reader user goes on from there.
  const title = useFocusOnChange<HTMLHeadingElement>(current);
  const action = hrefOf(current);
  const stepHrefOf = useCallback((key: string) => hrefOf(stepNumberOf(table, key)), [hrefOf, table]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl">{heading}</h1>
      {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
      <div className="mt-3">
        <StepIndicator titles={table.map((s) => s.title)} current={current} label={label} />
      </div>
      <h2 ref={title} tabIndex={-1} className="mt-6 text-xl outline-none">
        {entry.title}
      </h2>
      <div className="mt-4">
        <Step key={action} {...step} action={action} hrefOf={stepHrefOf} />
      </div>
    </div>
  );
}
