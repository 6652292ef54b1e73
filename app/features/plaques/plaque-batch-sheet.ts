import { errorAnswer } from "~/shared/http/errors";
import type { Route } from "./+types/plaque-batch-sheet";
import { plaqueBatchSheet } from "./plaque-batch.server";

/** /admin/plaqueBatches/{batch}.pdf: the printable sheet of a batch's unlinked plaques (admins only). */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const batch = params.batch.replace(/\.pdf$/, "");
    const pdf = await plaqueBatchSheet(await context.ctx.actor(), batch, context.ctx.origin);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="placas-${batch}.pdf"`,
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
