import { greetingNameOf } from "~/features/accounts/greeting-name";
import { contractForReading, GENERAL_CONTRACT_KEY } from "~/features/contracts/contracts.server";
import { config, exampleChannels } from "~/shared/config.server";
import type { RequestContext } from "~/shared/http/request-context.server";
import { explanationFor, noticeFor } from "~/shared/ui/flash";
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
  };
}

/** What every page needs: the site, whether this browser consented, and who is signed in. */
export async function loadRoot(request: Request, ctx: RequestContext) {
  const [status, user] = await Promise.all([ctx.consent(), ctx.actor()]);
  const consented = status === "accepted";
  const policy = consented ? undefined : await contractForReading(GENERAL_CONTRACT_KEY);
  return {
    site: siteInfo(ctx),
    consented,
    policy: policy ? { title: policy.title, html: policy.html, version: policy.version } : null,
    user: user ? { id: user.id, greetingName: greetingNameOf(user), type: user.type } : null,
    notice: noticeFor(new URL(request.url)) ?? null,
    /** Why the visitor was sent here instead of where they asked to go (stays on the page). */
    explanation: explanationFor(new URL(request.url)) ?? null,
  };
}
