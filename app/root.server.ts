import { greetingNameOf } from "~/features/accounts";
import { contractForReading, GENERAL_CONTRACT_KEY } from "~/features/contracts/index.server";
import { siteInfo } from "~/shared/site.server";
import type { RootData } from "~/shared/ui/root-data";
import type { RequestContext } from "~/shared/http/request-context.server";
import { explanationFor, noticeFor } from "~/shared/ui/flash";

/** What every page needs: the site, whether this browser consented, and who is signed in. */
export async function loadRoot(request: Request, ctx: RequestContext): Promise<RootData> {
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
