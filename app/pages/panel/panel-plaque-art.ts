import { memorialPlaqueArt } from "~/features/plaques/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { NotFoundError } from "~/shared/http/errors";
import { privateFileResponse } from "~/shared/http/private-file.server";
import type { Route } from "./+types/panel-plaque-art";

/**
 * /painel/{username}/arte/placa.svg and placa.pdf: the plaque's print-ready art (decision 046), for the
 * memorial's administrators and the site's admins (the admins' plaque orders link here).
 */
const NOT_FOUND = "Arquivo não encontrado.";

export function loader({ context, params }: Route.LoaderArgs) {
  return privateFileResponse(async () => {
    const kind = params.file === "placa.svg" ? "svg" : params.file === "placa.pdf" ? "pdf" : null;
    if (!kind) throw new NotFoundError(NOT_FOUND);
    const actor = await context.ctx.actor();
    const { view } = await manageMemorial(actor, params.username, "administrator");
    const art = await memorialPlaqueArt(actor, view.profile.id, context.ctx.origin, kind);
    return { body: art.body, contentType: art.contentType, filename: `placa-${art.hash}.${kind}` };
  });
}
