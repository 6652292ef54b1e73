import type { SubmissionResult } from "@conform-to/react";
import type { PlanCardData } from "~/features/plans";
import { aboutStep, basicsStep, reviewStep, securityStep } from "../steps/form-steps";
import { lazyStep } from "../steps/lazy-step";
import { type StepProps, titled, type WizardStep } from "../steps/step";
import type { PaidStepData, ReferenceAnswer } from "./paid-steps.server";

// Every step after the first loads its code when the person gets there (decision 071): the page
// opens with one step's code. The server renders the step whole (entry.server waits for everything).
const PlanStep = lazyStep(() => import("./plan-step").then((m) => m.PlanStep));
const AddressStep = lazyStep(() => import("./paid-steps").then((m) => m.AddressStep));
const ContactsStep = lazyStep(() => import("./paid-steps").then((m) => m.ContactsStep));
const PaymentStep = lazyStep(() => import("./paid-steps").then((m) => m.PaymentStep));

/** The action's answer to a post of any step (a form's reply, the plan's or a paid step's refusal). */
export interface CreationAnswer {
  result?: SubmissionResult<string[]>;
  planError?: string | null;
  stepError?: string | null;
  fields?: Record<string, string>;
  /** Step 7's religious reference form: saved, or refused with what was typed. */
  reference?: ReferenceAnswer;
}

/** What the creation's own steps read besides the form: the plans (step 5), the paid plan's data (6 to 8). */
export interface CreationScreen {
  plans: PlanCardData[];
  chosen: PlanCardData | null;
  admin: boolean;
  paid: PaidStepData | null;
  answer: CreationAnswer | undefined;
}

type CreationStepProps = StepProps & { screen: CreationScreen };

const NO_FIELDS: Record<string, string> = {};

function PlanScreen({ action, screen }: CreationStepProps) {
  return (
    <PlanStep
      plans={screen.plans}
      chosen={screen.chosen}
      admin={screen.admin}
      action={`${action}${screen.chosen ? `&plano=${screen.chosen.id}` : ""}`}
      stepHref={action}
      error={screen.answer?.planError ?? null}
    />
  );
}

function AddressScreen({ action, screen }: CreationStepProps) {
  if (!screen.paid) return null;
  const { stepError = null, fields = NO_FIELDS } = screen.answer ?? {};
  return <AddressStep action={action} data={screen.paid} error={stepError} fields={fields} />;
}

function ContactsScreen({ action, lastResult, hrefOf, screen }: CreationStepProps) {
  if (!screen.paid) return null;
  return (
    <ContactsStep
      action={action}
      data={screen.paid}
      lastResult={lastResult}
      error={screen.answer?.stepError ?? null}
      reference={screen.answer?.reference ?? null}
      backHref={hrefOf("address")}
    />
  );
}

function PaymentScreen({ screen }: CreationStepProps) {
  if (!screen.paid) return null;
  return <PaymentStep data={screen.paid} error={screen.answer?.stepError ?? null} />;
}

/**
 * The loved-one creation wizard (decision 022), in the spec's order: the memorial's form (steps 1
 * to 4, kept in a draft; step 4 saves the memorial), then the plan and, for a paid plan, the
 * plaque's address, the notification contacts and the checkout. The server's half of each entry
 * is in `creation-steps.server.ts`.
 */
export const CREATION_STEPS: readonly WizardStep<CreationScreen>[] = [
  titled(basicsStep, "Dados básicos"),
  titled(aboutStep, "Sobre"),
  titled(reviewStep, "Revisão"),
  titled(securityStep, "Perguntas de segurança"),
  { key: "plan", title: "Plano", Component: PlanScreen, preload: PlanStep.preload },
  { key: "address", title: "Endereço", Component: AddressScreen, preload: AddressStep.preload },
  { key: "contacts", title: "Contatos", Component: ContactsScreen, preload: ContactsStep.preload },
  { key: "payment", title: "Pagamento", Component: PaymentScreen, preload: PaymentStep.preload },
];
