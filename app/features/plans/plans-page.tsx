import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/shared/ui/root-data";
import { pageMeta } from "~/shared/ui/seo";
import type { Route } from "./+types/plans-page";
import { PlanGrid } from "./components/plan-grid";
import { listPlans } from "./plans.server";

export async function loader() {
  return { plans: await listPlans() };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: "Pacotes",
    description:
      "Free, Ouro, Platina e Diamante: compare os pacotes do memorial, com preços, parcelas, fotos, placa com QR Code e vouchers para homenagens.",
    path: location.pathname,
  });

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl">Pacotes</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        Todos os memoriais começam gratuitos. Os pacotes pagos valem por 180 dias, renováveis, e incluem a placa de
        alumínio escovado com QR Code para o túmulo. Se um pacote não for renovado, o memorial continua no ar com os
        limites do plano Free.
      </p>
      <div className="mt-8">
        <PlanGrid plans={loaderData.plans} signedIn={Boolean(root?.user)} headingLevel={2} />
      </div>
      <p className="mt-6 text-sm text-ink-soft">
        Pagamento à vista no cartão de crédito ou no PIX, ou em 6 parcelas no cartão, processado pelo Mercado Pago.
      </p>
    </div>
  );
}
