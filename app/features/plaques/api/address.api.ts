import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { plaqueOrderFor } from "../plaque-order-view.server";
import { registerShippingAddress } from "../plaque-orders.server";
import { PLAQUE_ORDER_MESSAGES } from "../plaque-orders.schema";

/** /api/profile: the plaque's shipping address (wizard step 6, the upgrade, the panel) and the plaque's order. */
export const addressApi = Router();

addressApi.post("/registerUserAddress", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const order = await registerShippingAddress(actor, actor ? bodyObject(req) : undefined);
  res.json({ success: true, message: PLAQUE_ORDER_MESSAGES.saved, order });
});

addressApi.get("/plaqueOrder/:profileId", async (req, res) => {
  const ctx = ctxOf(req);
  const plaque = await plaqueOrderFor(await ctx.actor(), req.params.profileId, ctx.origin);
  res.json({ success: true, plaque });
});
