import { NotFoundError } from "~/shared/http/errors";
import { privateFileResponse } from "~/shared/http/private-file.server";
import type { Route } from "./+types/print-file-route";
import { printOrderFile } from "./print-file.server";
import { PRINT_ORDER_MESSAGES } from "./print-orders.constants";

/** /admin/plaqueOrders/cartoes/{orderId}.pdf: a printed-card order's print file, for site admins (decision 049). */
export function loader({ context, params }: Route.LoaderArgs) {
  return privateFileResponse(async () => {
    const orderId = /^(.+)\.pdf$/.exec(params.file)?.[1];
    if (!orderId) throw new NotFoundError(PRINT_ORDER_MESSAGES.orderNotFound);
    const body = await printOrderFile(await context.ctx.actor(), orderId);
    return { body, contentType: "application/pdf", filename: `cartoes-${orderId.slice(0, 8)}.pdf` };
  });
}
