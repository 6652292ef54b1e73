import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "~/features/plans/plans.catalog";
import type { PlanCardData } from "~/features/plans/components/plan-grid";
import { PlanStep } from "./plan-step";

const plans = PLAN_CATALOGUE as PlanCardData[];

function html(props: Partial<Parameters<typeof PlanStep>[0]>) {
  const element = (
    <PlanStep
      plans={plans}
      chosen={null}
      admin={false}
      action="/x?etapa=5"
      stepHref="/x?etapa=5"
      error={null}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: "*", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("step 5's plan grid", () => {
  it("offers Free to a regular user; each card opens its confirmation, which posts the plan", () => {
    const grid = html({});
    expect(grid).toContain("Começar grátis");
    expect(grid).toContain('href="/x?etapa=5&amp;plano=Diamante"');
    const free = html({ chosen: plans.find((p) => p.id === "Free")! });
    expect(free).toMatch(/<form[^>]* action="\/x\?etapa=5" method="post"/);
    expect(free).toContain('name="plan" value="Free"');
    expect(free).toContain("Ativar plano gratuito");
  });

  it("reads 'Selecionar' for an admin, who assigns without payment", () => {
    const grid = html({ admin: true });
    expect(grid.match(/aria-label="Selecionar \w+"[^>]*>Selecionar</g)).toHaveLength(plans.length);
    expect(grid).toContain('aria-label="Selecionar Ouro"');
    const ouro = html({ admin: true, chosen: plans.find((p) => p.id === "Ouro")! });
    expect(ouro).toContain("sem pagamento");
    expect(ouro).toContain("Selecionar Ouro");
  });
});
