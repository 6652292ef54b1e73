import { redirect } from "react-router";
import { requireUser } from "~/shared/auth/guards.server";
import { NotFoundError } from "~/shared/http/errors";
import { privateFileResponse } from "~/shared/http/private-file.server";
import type { Route } from "./+types/export-file-route";
import { exportFile } from "./export.server";

/** The export's ZIP for its signed-in owner; a refusal goes back to the link's page, which says why. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireUser(context.ctx, request);
  try {
    const body = await exportFile(actor, params.token);
    return privateFileResponse(async () => ({ body, contentType: "application/zip", filename: "meus-dados.zip" }));
  } catch (error) {
    // The link's page says why (expired, unknown or another account's); anything else is a fault.
    if (!(error instanceof NotFoundError)) throw error;
    return redirect(`/meus-dados/exportacao/${encodeURIComponent(params.token)}`);
  }
}
