import { siteInfo } from "~/shared/site.server";
import type { Route } from "./+types/sitemap";
import { sitemapDocument } from "./sitemap.server";
import { xmlResponse } from "./sitemap-xml";

export async function loader({ context }: Route.LoaderArgs) {
  return xmlResponse(await sitemapDocument(siteInfo(context.ctx).publicUrl));
}
