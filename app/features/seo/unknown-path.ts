import { redirect } from "react-router";
import { loginRedirect } from "~/shared/auth/guards.server";
import { isAuthPath } from "~/shared/auth/route-access";
import { withExplanation } from "~/shared/ui/flash";
import type { Route } from "./+types/unknown-path";
import { sitemapPartResponse } from "./sitemap.server";

const HOME_EXPLAINED = withExplanation("/home", "pagina-inexistente");

/**
 * Any path the route table does not know redirects to /home (spec, part 1), saying so. Paths of auth routes
 * whose screens are not built yet still send an anonymous visitor to /login first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const sitemapPart = await sitemapPartResponse(request, context.ctx);
  if (sitemapPart) return sitemapPart;
  if (!isAuthPath(pathname)) return redirect(HOME_EXPLAINED);
  const user = await context.ctx.actor();
  if (!user) throw loginRedirect(request);
  // The partner wizard is for partners; everyone else is sent to the regular one (DECISIONS.md).
  if (pathname === "/create-simplified-profile" && user.type !== "partner")
    return redirect("/create-loved-one-profile");
  return redirect(HOME_EXPLAINED);
}

export function action() {
  return redirect(HOME_EXPLAINED);
}
