import { z } from "zod";
import { component, ok, operation, success } from "~/shared/http/api-contract";

const plan = component(
  "Plan",
  z.strictObject({
    id: z.enum(["Free", "Ouro", "Platina", "Diamante"]),
    name: z.string(),
    price: z.number().describe("In reais; prefer priceCents."),
    priceCents: z.number().int(),
    installments: z.number().int(),
    installmentCents: z.number().int(),
    photoLimit: z.number().int(),
    voucherCents: z.number().int(),
    physicalCards: z.number().int(),
    features: z.array(z.string()).describe("Short pt-BR lines shown on the plan card, in order."),
    contractKey: z.string(),
  }),
);

/** /api/plans: the plan catalogue. */
export const plansContract = [
  operation({
    method: "get",
    path: "/api/plans",
    summary: "The plan catalogue, in display order",
    tags: ["plans"],
    responses: { 200: ok("Every plan; amounts in centavos.", success({ plans: z.array(plan) })) },
  }),
];
