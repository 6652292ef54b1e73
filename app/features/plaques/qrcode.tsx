import { redirect } from "react-router";
import { withExplanation } from "~/shared/ui/flash";
import { retryAfterHeaders, TooManyRequestsError } from "~/shared/http/errors";
import { noticeResponse } from "~/shared/http/html-page.server";
import type { Route } from "./+types/qrcode";
import { plaqueHashSetCookie } from "./plaque-cookie.server";
import { plaqueDestination } from "./plaques.server";

/** Redirects depend on the plaque's state and may carry a private memorial's token: never cached. */
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * /qrcode/{hash}: the address printed on a memorial plaque. A linked plaque opens its memorial;
 * a plaque without one keeps its hash for an hour and leads to sign-up, then to creating the
 * memorial (signed-in visitors go straight to creating it).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  let destination;
  try {
    destination = await plaqueDestination(params.hash, context.ctx);
  } catch (error) {
    // Whoever scans a plaque is holding a phone: a page in Portuguese, not JSON.
    if (error instanceof TooManyRequestsError)
      throw noticeResponse(429, "Muitas tentativas", error.message, retryAfterHeaders(error));
    throw error;
  }
  switch (destination.kind) {
    case "invalid":
      return redirect(withExplanation("/home", "placa-invalida"), { headers: NO_STORE });
    case "profile":
      return redirect(destination.path, {
        // The token must not leak to the next site through the Referer header.
        headers: destination.private ? { ...NO_STORE, "Referrer-Policy": "no-referrer" } : NO_STORE,
      });
    case "unlinked": {
      // Either page says in a sentence why the visitor is there and what linking the plaque takes.
      const target = (await context.ctx.actor())
        ? withExplanation("/create-loved-one-profile", "placa-para-vincular")
        : withExplanation("/register", "placa-sem-memorial");
      return redirect(target, {
        headers: { ...NO_STORE, "Set-Cookie": plaqueHashSetCookie(destination.hash, context.ctx.secure) },
      });
    }
  }
}
