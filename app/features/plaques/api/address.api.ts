import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { registerShippingAddress } from "../plaque-orders.server";
import { PLAQUE_ORDER_MESSAGES } from "../plaque-orders.schema";

/** /api/profile: the plaque's shipping address (wizard step 6). */
export const addressApi = Router();

addressApi.post("/registerUserAddress", async (req, res) => {
  const actor = await ctxOf(req).actor();
  const order = await registerShippingAddress(actor, actor ? bodyObject(req) : undefined);
  res.json({ success: true, message: PLAQUE_ORDER_MESSAGES.saved, order });
});
