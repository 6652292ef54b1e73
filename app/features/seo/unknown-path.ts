import { redirect } from "react-router";
import { withExplanation } from "~/shared/ui/flash";
import type { Route } from "./+types/unknown-path";
import { sitemapPartResponse } from "./sitemap.server";

const HOME_EXPLAINED = withExplanation("/home", "pagina-inexistente");

/** Any path the route table does not know redirects to /home (spec, part 1), saying so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sitemapPart = await sitemapPartResponse(request, context.ctx);
  if (sitemapPart) return sitemapPart;
  return redirect(HOME_EXPLAINED);
}

export function action() {
  return redirect(HOME_EXPLAINED);
}
