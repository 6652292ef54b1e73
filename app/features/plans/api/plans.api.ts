import { Router } from "express";
import { listPlans } from "../plans.server";

/** /api/plans: the plan catalogue. */
export const plansApi = Router();

plansApi.get("/", async (_req, res) => {
  const plans = await listPlans();
  res.json({
    success: true,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.priceCents / 100,
      priceCents: plan.priceCents,
      installments: plan.installments,
      installmentCents: plan.installmentCents,
      photoLimit: plan.photoLimit,
      voucherCents: plan.voucherCents,
      physicalCards: plan.physicalCards,
      features: plan.features,
      contractKey: plan.contractKey,
    })),
  });
});
