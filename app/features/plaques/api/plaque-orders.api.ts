import { Router } from "express";
import { ctxOf } from "~/shared/http/request-context.server";
import { listPlaqueOrders } from "../plaque-order-list.server";
import { markPlaqueOrderShipped } from "../plaque-orders.server";
import { PLAQUE_ORDER_MESSAGES } from "../plaque-orders.schema";

/** /api/admin: the admin's plaque orders (what to print and where to send it). */
export const plaqueOrdersApi = Router();

plaqueOrdersApi.get("/plaqueOrders", async (req, res) => {
  const ctx = ctxOf(req);
  const query = req.query as Record<string, unknown>;
  const single = (value: unknown) => (typeof value === "string" ? value : undefined);
  const page = await listPlaqueOrders(
    await ctx.actor(),
    { status: single(query.status), page: single(query.page) },
    ctx.origin,
  );
  res.json({ success: true, ...page });
});

plaqueOrdersApi.post("/plaqueOrders/:id/shipped", async (req, res) => {
  const shipped = await markPlaqueOrderShipped(await ctxOf(req).actor(), req.params.id);
  res.json({ success: true, message: PLAQUE_ORDER_MESSAGES.shipped, id: shipped.id, shippedAt: shipped.shippedAt });
});
