import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { tributes } from "~/db/schema";
import { profileHref } from "~/features/profiles";
import { isUuid } from "~/shared/validation/uuid";
import { viewMemorial } from "~/features/profiles/index.server";
import type { RequestContext } from "~/shared/http/request-context.server";

/** The memorial a tribute is for, if this request may see it (a private one needs its token). */
export async function honorView(ctx: RequestContext, username: unknown, token: string | null) {
  const view = await viewMemorial(ctx, username, token ?? undefined);
  const { profile } = view;
  const href =
    profileHref(profile.username) + (profile.access === "Private" && token ? `/${encodeURIComponent(token)}` : "");
  return { profile: { id: profile.id, name: profile.name, username: profile.username, href } };
}

/**
 * The tribute of the honor form's step 2 (its id is in the address the person was sent to after
 * step 1): waiting for its payment, or just paid. Only what the form shows of it.
 */
export async function pendingTributeOf(profileId: string, tributeId: string | null) {
  if (!tributeId || !isUuid(tributeId)) return null;
  const [tribute] = await db()
    .select({
      id: tributes.id,
      type: tributes.type,
      name: tributes.name,
      email: tributes.email,
      amountCents: tributes.amountCents,
      status: tributes.status,
    })
    .from(tributes)
    .where(
      and(eq(tributes.id, tributeId), eq(tributes.profileId, profileId), inArray(tributes.status, ["pending", "paid"])),
    );
  if (!tribute || tribute.type === "Flower") return null;
  return { ...tribute, type: tribute.type };
}
