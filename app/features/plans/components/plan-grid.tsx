import { Check } from "~/shared/ui/icons";
import { Link } from "react-router";
import { contractPathForKey } from "~/features/contracts";
import { formatBRL } from "~/shared/format/format";
import { PlanBadge } from "~/shared/ui/plan-badge";

export interface PlanCardData {
  id: "Free" | "Ouro" | "Platina" | "Diamante";
  name: string;
  priceCents: number;
  installments: number;
  installmentCents: number;
  photoLimit: number;
  voucherCents: number;
  physicalCards: number;
  features: string[];
  contractKey: string;
}

/** Where choosing a plan leads: anonymous visitors sign in first (spec, part 1). */
function choosePlanHref(plan: PlanCardData, signedIn: boolean): string {
  const target = `/create-loved-one-profile?plano=${plan.id}`;
  return signedIn ? target : `/login?redirectTo=${encodeURIComponent(target)}`;
}

export function PlanGrid({
  plans,
  signedIn,
  headingLevel = 3,
  chooseHref,
  chooseLabel,
  current,
}: {
  plans: PlanCardData[];
  signedIn: boolean;
  headingLevel?: 2 | 3;
  /** Where choosing a plan leads (the upgrade's step 2); by default the creation wizard. */
  chooseHref?: (plan: PlanCardData) => string;
  /** The choose button's text, when not the default ('Selecionar' for an admin, spec part 2 section 6). */
  chooseLabel?: (plan: PlanCardData) => string;
  /** The profile's plan today, marked as such. */
  current?: PlanCardData["id"];
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {plans.map((plan) => {
        const contract = contractPathForKey(plan.contractKey);
        const featured = plan.id === "Platina";
        return (
          <li
            key={plan.id}
            className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${featured ? "border-sky-600 ring-1 ring-sky-600" : "border-sky-200"}`}
          >
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-xl">{plan.name}</Heading>
              {plan.id !== "Free" && <PlanBadge type={plan.id} />}
            </div>
            <p className="mt-3">
              <span className="font-serif text-3xl font-semibold">{formatBRL(plan.priceCents)}</span>
              {plan.priceCents > 0 && <span className="text-ink-soft"> à vista</span>}
            </p>
            <p className="text-sm text-ink-soft">
              {plan.installments > 1
                ? `ou ${plan.installments}x de ${formatBRL(plan.installmentCents)} no cartão`
                : "Sem custo, para sempre"}
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm">
              <Feature>Até {plan.photoLimit} fotos na galeria</Feature>
              {plan.voucherCents > 0 && <Feature>Voucher de {formatBRL(plan.voucherCents)} para homenagens</Feature>}
              {plan.physicalCards > 0 && <Feature>{plan.physicalCards} cartões físicos</Feature>}
              {plan.features.map((feature) => (
                <Feature key={feature}>{feature}</Feature>
              ))}
            </ul>
            {current === plan.id && <p className="mt-6 text-sm font-semibold text-sky-800">Plano atual</p>}
            <Link
              to={chooseHref ? chooseHref(plan) : choosePlanHref(plan, signedIn)}
              aria-label={chooseLabel ? `${chooseLabel(plan)} ${plan.name}` : undefined}
              className={`btn ${current === plan.id ? "mt-2" : "mt-6"} ${featured ? "btn-primary" : "btn-secondary"}`}
            >
              {chooseLabel
                ? chooseLabel(plan)
                : plan.priceCents === 0
                  ? "Começar grátis"
                  : current === plan.id
                    ? `Renovar ${plan.name}`
                    : `Escolher ${plan.name}`}
            </Link>
            {contract && (
              <Link
                reloadDocument
                to={contract}
                className="mt-3 text-center text-sm text-sky-800 underline underline-offset-4"
              >
                Contrato do plano {plan.name}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Feature({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 h-4 w-4 flex-none text-sky-700" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}
