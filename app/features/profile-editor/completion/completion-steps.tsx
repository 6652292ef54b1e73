import { aboutStep, basicsStep, finishingSecurityStep, reviewStep } from "../steps/form-steps";
import { titled, type WizardStep } from "../steps/step";

/**
 * The complete-profile wizard (decision 025, spec part 2 section 2): the creation's form steps,
 * saved into the memorial itself; the answers finish it. The server's half is in
 * `completion-steps.server.ts`.
 */
export const COMPLETION_STEPS: readonly WizardStep[] = [
  titled(basicsStep, "Informações básicas"),
  titled(aboutStep, "Sobre"),
  titled(reviewStep, "Revisão"),
  titled(finishingSecurityStep, "Perguntas de segurança"),
];
