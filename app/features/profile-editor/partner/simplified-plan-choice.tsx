import { Link } from "react-router";
import { formatBRL } from "~/shared/format/format";
import type { SimplifiedPlan } from "./simplified-profile.constants";
import { FieldError } from "../steps/fields/wizard-fields";

export interface PlanOption {
  id: SimplifiedPlan;
  name: string;
  priceCents: number;
  voucherCents: number;
}

/**
 * Step 4: the paid plans against the partner's wallet. A plan the balance does not cover shows
 * 'Saldo insuficiente' and cannot be selected (the server refuses it anyway, in the ledger).
 */
export function PlanChoice({
  plans,
  balanceCents,
  meta,
}: {
  plans: PlanOption[];
  balanceCents: number;
  meta: Parameters<typeof FieldError>[0]["meta"];
}) {
  const current = meta.value ?? meta.initialValue;
  return (
    <fieldset aria-describedby={`saldo-carteira ${meta.errorId}`}>
      <legend className="font-semibold">Plano</legend>
      <p id="saldo-carteira" className="mt-1 text-ink-soft">
        Saldo da carteira: <strong className="text-ink">{formatBRL(balanceCents)}</strong>.{" "}
        <Link to="/add-balance" className="font-semibold">
          Adicionar saldo
        </Link>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {plans.map((plan) => {
          const short = plan.priceCents > balanceCents;
          return (
            <label
              key={plan.id}
              className={`flex flex-col gap-1 rounded-xl border p-4 ${short ? "border-slate-200 text-ink-soft" : "border-sky-300"}`}
            >
              <span className="flex items-center gap-2 text-lg font-semibold">
                <input
                  type="radio"
                  name={meta.name}
                  value={plan.id}
                  defaultChecked={!short && current === plan.id}
                  disabled={short}
                  className="h-5 w-5"
                />
                {plan.name}
              </span>
              <span>{formatBRL(plan.priceCents)}</span>
              <span className="text-sm">Voucher de {formatBRL(plan.voucherCents)} para o cliente</span>
              {short && <span className="font-semibold text-red-800">Saldo insuficiente</span>}
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}
