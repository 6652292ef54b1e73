import { consentStatus } from "~/features/consent/consent.server";
import { readCookie } from "~/features/consent/consent-cookie.server";
import { CONSENT_COOKIE } from "~/features/consent/consent.constants";
import { contractForReading, GENERAL_CONTRACT_KEY } from "~/features/contracts/contracts.server";
import { currentUser } from "~/shared/auth/guards.server";
import { config } from "~/shared/config.server";
import { noticeFor } from "~/shared/ui/flash";
import type { SiteInfo } from "~/shared/ui/seo";

export function siteInfo(request: Request): SiteInfo {
  const c = config();
  return {
    name: c.SITE_NAME,
    publicUrl: (c.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, ""),
    companyName: c.COMPANY_NAME,
    companyCnpj: c.COMPANY_CNPJ ?? null,
    whatsappNumber: c.WHATSAPP_NUMBER ?? null,
    contactEmail: c.CONTACT_EMAIL,
    instagramUrl: c.INSTAGRAM_URL ?? null,
  };
}

/** What every page needs: the site, whether this browser consented, and who is signed in. */
export async function loadRoot(request: Request) {
  const token = readCookie(request.headers.get("cookie"), CONSENT_COOKIE);
  const [status, user] = await Promise.all([consentStatus(token), currentUser(request)]);
  const consented = status === "accepted";
  const policy = consented ? undefined : await contractForReading(GENERAL_CONTRACT_KEY);
  return {
    site: siteInfo(request),
    consented,
    policy: policy ? { title: policy.title, html: policy.html, version: policy.version } : null,
    user: user ? { id: user.id, firstName: user.firstName, type: user.type } : null,
    notice: noticeFor(new URL(request.url)) ?? null,
  };
}
