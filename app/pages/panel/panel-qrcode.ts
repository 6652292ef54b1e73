import { memorialPlaqueQrCode } from "~/features/plaques/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { privateFileResponse } from "~/shared/http/private-file.server";
import type { Route } from "./+types/panel-qrcode";

/**
 * /painel/{username}/placa-qr.png: the memorial plaque's QR code as a PNG, for its administrators
 * (its address opens a private memorial too, so it is never cached and never shown to anyone else).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  return privateFileResponse(async () => {
    const actor = await context.ctx.actor();
    const { view } = await manageMemorial(actor, params.username, "administrator");
    const { png } = await memorialPlaqueQrCode(actor, view.profile.id, context.ctx.origin);
    return {
      body: png,
      contentType: "image/png",
      filename: `placa-qr-${view.profile.username}.png`,
      disposition: "inline",
    };
  });
}
