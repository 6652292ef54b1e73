import { privateFileResponse } from "~/shared/http/private-file.server";
import { NotFoundError } from "~/shared/http/errors";
import { loadViewableProfile } from "~/features/profiles/index.server";
import type { Route } from "./+types/keepsake-file-route";
import { keepsakeFile } from "./keepsake.server";

/**
 * /painel/{username}/livro-de-memorias/{file}: the keepsake book's PDFs and preview pages, for
 * the memorial's administrators and site admins (decision 056); never cached, never public.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return privateFileResponse(async () => {
    const actor = await context.ctx.actor();
    const view = await loadViewableProfile({ viewer: actor, username: params.username }).catch(() => {
      throw new NotFoundError();
    });
    const file = await keepsakeFile(actor, view.profile.id, params.file);
    return { ...file, disposition: file.contentType === "image/jpeg" ? "inline" : "attachment" };
  });
}
