import { privateFileResponse } from "~/shared/http/private-file.server";
import type { Route } from "./+types/plaque-batch-sheet";
import { plaqueBatchSheet } from "./plaque-batch.server";

/** /admin/plaqueBatches/{batch}.pdf: the printable sheet of a batch's unlinked plaques (admins only). */
export function loader({ context, params }: Route.LoaderArgs) {
  return privateFileResponse(async () => {
    const batch = params.batch.replace(/\.pdf$/, "");
    const body = await plaqueBatchSheet(await context.ctx.actor(), batch, context.ctx.origin);
    return { body, contentType: "application/pdf", filename: `placas-${batch}.pdf` };
  });
}
