import { basicsStep } from "./basics-step";
import { FORM_LOADS } from "./form-source";
import { lazyStep } from "./lazy-step";
import type { Access } from "./profile-form.constants";
import type { AboutStep, SecurityStep } from "./profile-form.schema";
import type { FormStep, StepProps } from "./step";

/**
 * The memorial's form as the wizards show it, step by step. The first step's code comes with the
 * wizard's page; each later step's code loads when the step is shown (decision 071), so the page
 * a person opens loads one step's form, not four.
 */
export { basicsStep };

function formStep<V>(
  key: string,
  part: FormStep<V>["part"],
  load: FormStep<V>["load"],
  code: () => Promise<React.ComponentType<StepProps>>,
): FormStep<V> {
  const Component = lazyStep(code);
  return { key, part, load, Component, preload: Component.preload };
}

export const aboutStep = formStep<AboutStep>("about", "about", FORM_LOADS.about, () =>
  import("./about-step").then((m) => m.AboutStepForm),
);

export const reviewStep = formStep<{ access: Access }>("review", "review", FORM_LOADS.review, () =>
  import("./review-step").then((m) => m.ReviewStepForm),
);

/** The creation's step 4: saving it saves the memorial. */
export const securityStep = formStep<SecurityStep>("security", "security", FORM_LOADS.security, () =>
  import("./security-step").then((m) => m.SavingSecurityStepForm),
);

/** The completion's step 4: the same answers, finishing (and activating) the memorial. */
export const finishingSecurityStep = formStep<SecurityStep>("security", "finish", FORM_LOADS.finish, () =>
  import("./security-step").then((m) => m.FinishingSecurityStepForm),
);
