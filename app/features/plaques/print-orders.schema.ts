import { z } from "zod";

import { PRINT_ORDER_MESSAGES, PRINT_ORDER_STAGES } from "./print-orders.constants";

export {
  PRINT_MOVES,
  PRINT_ORDER_MESSAGES,
  PRINT_ORDER_STAGE_LABELS,
  PRINT_ORDER_STAGES,
  PRINT_QUANTITY,
  canMovePrintOrder,
} from "./print-orders.constants";
export type { PrintOrderStage, PrintOrderStatus } from "./print-orders.constants";

/** An admin's move: the order, where it goes, and the tracking code when it is sent. */
export const printOrderMoveSchema = z
  .object({
    orderId: z.string({ message: PRINT_ORDER_MESSAGES.orderNotFound }).min(1, PRINT_ORDER_MESSAGES.orderNotFound),
    to: z.enum(["in_production", "shipped", "delivered"], { message: PRINT_ORDER_MESSAGES.invalidMove }),
    trackingCode: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() || undefined : v),
      z
        .string()
        .regex(/^[A-Z0-9-]{4,40}$/, PRINT_ORDER_MESSAGES.trackingCodeInvalid)
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.to === "shipped" && !value.trackingCode)
      ctx.addIssue({ code: "custom", path: ["trackingCode"], message: PRINT_ORDER_MESSAGES.trackingCode });
  });
export type PrintOrderMove = z.output<typeof printOrderMoveSchema>;

/** The admin list's query for printed cards. */
export const printOrderListSchema = z.object({
  status: z.enum(PRINT_ORDER_STAGES, { message: "Filtro inválido." }).default("to_produce"),
  page: z.coerce
    .number({ message: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(10_000, "Página inválida.")
    .default(1),
});
