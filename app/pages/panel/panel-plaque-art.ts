import { memorialPlaqueArt } from "~/features/plaques/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { errorAnswer, NotFoundError } from "~/shared/http/errors";
import type { Route } from "./+types/panel-plaque-art";

/**
 * /painel/{username}/arte/placa.svg and placa.pdf: the plaque's print-ready art (decision 046), for the
 * memorial's administrators and the site's admins (the admins' plaque orders link here).
 */
const NOT_FOUND = "Arquivo não encontrado.";

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const kind = params.file === "placa.svg" ? "svg" : params.file === "placa.pdf" ? "pdf" : null;
    if (!kind) throw new NotFoundError(NOT_FOUND);
    const actor = await context.ctx.actor();
    const { view } = await manageMemorial(actor, params.username, "administrator");
    const art = await memorialPlaqueArt(actor, view.profile.id, context.ctx.origin, kind);
    return new Response(new Uint8Array(art.body), {
      headers: {
        "Content-Type": art.contentType,
        "Content-Disposition": `attachment; filename="placa-${art.hash}.${kind}"`,
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
