import { config, exampleChannels } from "~/shared/config.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import type { SiteInfo } from "~/shared/ui/seo";

/**
 * The site as pages show it. `publicUrl` is the context's origin: PUBLIC_URL, or the request's own
 * Host (never a forwarded host from an untrusted peer), so canonical and Open Graph links, share
 * links and sitemaps cannot be pointed at another site by a header.
 */
export function siteInfo(ctx: Pick<RequestContext, "origin">): SiteInfo {
  const c = config();
  return {
    name: c.SITE_NAME,
    publicUrl: ctx.origin,
    companyName: c.COMPANY_NAME,
    companyCnpj: c.COMPANY_CNPJ ?? null,
    whatsappNumber: c.WHATSAPP_NUMBER ?? null,
    contactEmail: c.CONTACT_EMAIL,
    instagramUrl: c.INSTAGRAM_URL ?? null,
    exampleChannels: exampleChannels(c),
    demo: c.APP_MODE === "demo",
  };
}
