import { formatBRL } from "~/shared/format/format";
import { installmentText, splitInstallments } from "~/shared/format/installments";
import type { plans } from "~/db/schema";

type PlanRow = typeof plans.$inferInsert;

const PAID_INCLUSIONS = [
  "Placa de alumínio escovado com QR Code",
  "Cartão digital",
  "Referências religiosas",
  "Árvore genealógica",
  "Mensagens aos familiares",
];

/** The one plan catalogue of the product (part 2, section 9), loaded into the database at start. */
export const PLAN_CATALOGUE: PlanRow[] = [
  {
    id: "Free",
    name: "Free",
    priceCents: 0,
    installments: 1,
    installmentCents: 0,
    photoLimit: 5,
    voucherCents: 0,
    physicalCards: 0,
    features: ["Página de memorial com biografia", "Homenagens dos visitantes", "Suporte básico", "Sem placa"],
    contractKey: "contrato_plano_free",
    position: 0,
  },
  {
    id: "Ouro",
    name: "Ouro",
    priceCents: 50_000,
    installments: 6,
    installmentCents: 10_000,
    photoLimit: 10,
    voucherCents: 10_000,
    physicalCards: 50,
    features: PAID_INCLUSIONS,
    contractKey: "contrato_plano_ouro",
    position: 1,
  },
  {
    id: "Platina",
    name: "Platina",
    priceCents: 75_000,
    installments: 6,
    installmentCents: 15_000,
    photoLimit: 15,
    voucherCents: 30_000,
    physicalCards: 100,
    features: [...PAID_INCLUSIONS, "Músicas escolhidas"],
    contractKey: "contrato_plano_platina",
    position: 2,
  },
  {
    id: "Diamante",
    name: "Diamante",
    priceCents: 100_000,
    installments: 6,
    installmentCents: 20_000,
    photoLimit: 30,
    voucherCents: 80_000,
    physicalCards: 150,
    features: [...PAID_INCLUSIONS, "Músicas escolhidas", "Vídeo personalizado"],
    contractKey: "contrato_plano_diamante",
    position: 3,
  },
];

/** Profile type by amount paid (DECISIONS.md): 500 Ouro, 750 Platina, 1000 Diamante, else Free. */
export function profileTypeForAmount(amountCents: number): "Free" | "Ouro" | "Platina" | "Diamante" {
  switch (amountCents) {
    case 50_000:
      return "Ouro";
    case 75_000:
      return "Platina";
    case 100_000:
      return "Diamante";
    default:
      return "Free";
  }
}

/** The figures a plan is sold by: its cash price, and its installment price (count × installment). */
type PlanPrice = Pick<PlanRow, "priceCents" | "installments" | "installmentCents">;

/**
 * The card installment counts a plan is paid in, with what each costs: 1 (the cash price) and the
 * spec's count (6x the plan's installment, part 2 §9), exactly as the plan cards and contracts say.
 * The one truth behind the cards, the creation wizard, the checkout and the server's price.
 */
export function planCardOptions(plan: PlanPrice): Array<{ installments: number; totalCents: number }> {
  const options = [{ installments: 1, totalCents: plan.priceCents }];
  if ((plan.installments ?? 1) > 1) {
    options.push({ installments: plan.installments!, totalCents: plan.installments! * plan.installmentCents! });
  }
  return options;
}

/** What a plan costs paid in `installments` on a card (PIX and the wallet pay the cash price), or null when not offered. */
export function planChargeCents(plan: PlanPrice, installments: number): number | null {
  return planCardOptions(plan).find((option) => option.installments === installments)?.totalCents ?? null;
}

/** The card options of the catalogue's plan `planId` (a checkout's `cardOptions`). */
export function planCardOptionsOf(planId: string): Array<{ installments: number; totalCents: number }> {
  const plan = PLAN_CATALOGUE.find((candidate) => candidate.id === planId);
  if (!plan) throw new RangeError(`unknown plan: ${planId}`);
  return planCardOptions(plan);
}

/** "R$ 500,00 à vista ou 6x de R$ 100,00 no cartão": how a plan's price is told everywhere. */
export function planPriceText(plan: PlanPrice): string {
  const [cash, installments] = planCardOptions(plan);
  const cashText = `${formatBRL(cash!.totalCents)} à vista`;
  if (!installments) return cashText;
  return `${cashText} ou ${installmentText(splitInstallments(installments.totalCents, installments.installments))} no cartão`;
}
