import { Form, Link } from "react-router";
import { PlanGrid, type PlanCardData } from "~/features/plans";
import { formatBRL } from "~/shared/format/format";
import { SubmitButton } from "~/shared/ui/zone/submit-button";

/**
 * Step 5: the plan grid (Free included for regular users). A card's link opens the confirmation
 * below it, whose button posts the choice: no plan is ever chosen by a GET.
 */
export function PlanStep({
  plans,
  chosen,
  admin,
  action,
  stepHref,
  error,
}: {
  plans: PlanCardData[];
  chosen: PlanCardData | null;
  admin: boolean;
  action: string;
  stepHref: string;
  error: string | null;
}) {
  if (!chosen) {
    return (
      <PlanGrid
        plans={plans}
        signedIn
        headingLevel={2}
        chooseHref={(plan) => `${stepHref}&plano=${plan.id}`}
        chooseLabel={admin ? () => "Selecionar" : undefined}
      />
    );
  }
  const free = chosen.priceCents === 0;
  return (
    <section className="max-w-xl rounded-2xl border border-sky-200 bg-white p-6" aria-labelledby="plano-escolhido">
      <h2 id="plano-escolhido" className="text-xl">
        Plano {chosen.name}
      </h2>
      <p className="mt-2 text-ink-soft">
        {admin
          ? "Como administrador, você atribui este plano sem pagamento."
          : free
            ? "O plano gratuito é ativado na hora e o memorial fica disponível."
            : `${formatBRL(chosen.priceCents)} à vista ou ${chosen.installments}x de ${formatBRL(chosen.installmentCents)} no cartão. A seguir: endereço para a placa QR, contatos e pagamento.`}
      </p>
      <Form method="post" action={action} className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="plan" value={chosen.id} />
        <Link to={stepHref} className="btn btn-secondary">
          Trocar de plano
        </Link>
        <SubmitButton pendingLabel="Enviando...">
          {admin ? `Selecionar ${chosen.name}` : free ? "Ativar plano gratuito" : `Continuar com ${chosen.name}`}
        </SubmitButton>
      </Form>
      {error && (
        <p role="alert" className="field-error mt-3 font-semibold">
          {error}
        </p>
      )}
    </section>
  );
}
