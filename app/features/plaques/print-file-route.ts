import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import type { Route } from "./+types/print-file-route";
import { printOrderFile } from "./print-file.server";
import { PRINT_ORDER_MESSAGES } from "./print-orders.schema";

/** /admin/plaqueOrders/cartoes/{orderId}.pdf: a printed-card order's print file, for site admins (decision 049). */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const orderId = /^(.+)\.pdf$/.exec(params.file)?.[1];
    if (!orderId) throw new NotFoundError(PRINT_ORDER_MESSAGES.orderNotFound);
    const pdf = await printOrderFile(await context.ctx.actor(), orderId);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="cartoes-${orderId.slice(0, 8)}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    const answer = errorAnswer(error);
    if (!answer) throw error;
    return new Response(answer.message, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
