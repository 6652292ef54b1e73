import { memorialPlaqueQrCode } from "~/features/plaques/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { errorAnswer } from "~/shared/http/errors";
import type { Route } from "./+types/panel-qrcode";

/**
 * /painel/{username}/placa-qr.png: the memorial plaque's QR code as a PNG, for its administrators
 * (its address opens a private memorial too, so it is never cached and never shown to anyone else).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const actor = await context.ctx.actor();
    const { view } = await manageMemorial(actor, params.username, "administrator");
    const { png } = await memorialPlaqueQrCode(actor, view.profile.id, context.ctx.origin);
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Disposition": `inline; filename="placa-qr-${view.profile.username.replace(/[^\w.-]/g, "")}.png"`,
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
