import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, tributes } from "~/db/schema";
import { holdReason } from "./moderation.server";
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
  return {
    profile: {
      id: profile.id,
      name: profile.name,
      username: profile.username,
      href,
      public: profile.access === "Public",
    },
  };
}

/**
 * The tribute of the honor form's step 2 (its id is in the address the person was sent to after
 * step 1): waiting for its payment, or just paid. Only what the form shows of it, and whether it
 * waits for the family's approval.
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
      visibility: tributes.visibility,
      body: tributes.body,
      approve: profiles.approveTributes,
    })
    .from(tributes)
    .innerJoin(profiles, eq(profiles.id, tributes.profileId))
    .where(
      and(eq(tributes.id, tributeId), eq(tributes.profileId, profileId), inArray(tributes.status, ["pending", "paid"])),
    );
  if (!tribute || tribute.type === "Flower") return null;
  const { visibility, body, approve, ...shown } = tribute;
  // Paid: whether it was held; not yet: whether it will be (the checkout says it once approved).
  const awaitsApproval =
    tribute.status === "paid" ? visibility === "held" : holdReason({ ...tribute, body, approve }) !== null;
  return { ...shown, type: tribute.type, awaitsApproval };
}
