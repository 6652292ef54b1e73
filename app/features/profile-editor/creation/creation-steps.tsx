import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense } from "react";
import type { PlanCardData } from "~/features/plans";
import { aboutStep } from "../steps/about-step";
import { basicsStep } from "../steps/basics-step";
import { reviewStep } from "../steps/review-step";
import { securityStep } from "../steps/security-step";
import { type StepProps, titled, type WizardStep } from "../steps/step";
import type { PaidStepData, ReferenceAnswer } from "./paid-steps.server";
import { PlanStep } from "./plan-step";

// Steps 6 to 8 (address, contacts, the checkout) load when the person gets there: steps 1 to 5
// stay light on a phone. The server renders them whole (entry.server waits for everything).
const AddressStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.AddressStep })));
const ContactsStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.ContactsStep })));
const PaymentStep = lazy(() => import("./paid-steps").then((m) => ({ default: m.PaymentStep })));

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

/**
 * Around the lazily loaded steps only: React outlines a large boundary's content behind a script,
 * so the form steps stay outside any boundary and work without JavaScript.
 */
function Lazily({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<p className="text-ink-soft">Carregando...</p>}>{children}</Suspense>;
}

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
  const { stepError = null, fields = {} } = screen.answer ?? {};
  return (
    <Lazily>
      <AddressStep action={action} data={screen.paid} error={stepError} fields={fields} />
    </Lazily>
  );
}

function ContactsScreen({ action, lastResult, hrefOf, screen }: CreationStepProps) {
  if (!screen.paid) return null;
  return (
    <Lazily>
      <ContactsStep
        action={action}
        data={screen.paid}
        lastResult={lastResult}
        error={screen.answer?.stepError ?? null}
        reference={screen.answer?.reference ?? null}
        backHref={hrefOf("address")}
      />
    </Lazily>
  );
}

function PaymentScreen({ screen }: CreationStepProps) {
  if (!screen.paid) return null;
  return (
    <Lazily>
      <PaymentStep data={screen.paid} error={screen.answer?.stepError ?? null} />
    </Lazily>
  );
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
  { key: "plan", title: "Plano", Component: PlanScreen },
  { key: "address", title: "Endereço", Component: AddressScreen },
  { key: "contacts", title: "Contatos", Component: ContactsScreen },
  { key: "payment", title: "Pagamento", Component: PaymentScreen },
];
