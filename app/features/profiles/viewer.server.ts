import type { Request } from "express";
import type { RequestContext } from "~/shared/http/request-context.server";
import { loadViewableProfile, loadViewableProfileById, type ViewableProfile } from "./profile-access.server";

/**
 * The memorial read use cases both edges call with the request context: who is asking comes from
 * the context, the access token of a private memorial from the caller (the page's path, or the
 * API call's `?token=` / body `token`). Every read or write of a memorial's data starts here.
 */
async function viewerOf(ctx: RequestContext) {
  const actor = await ctx.actor();
  return actor && { id: actor.id, type: actor.type };
}

/** The memorial behind a username if this request may see it; a NotFoundError otherwise. */
export async function viewMemorial(ctx: RequestContext, username: unknown, token?: unknown): Promise<ViewableProfile> {
  return loadViewableProfile({ viewer: await viewerOf(ctx), username, token });
}

/** The same by id: 400 for a malformed id, 404 when unknown or not allowed. */
export async function viewMemorialById(
  ctx: RequestContext,
  profileId: unknown,
  token?: unknown,
): Promise<ViewableProfile> {
  return loadViewableProfileById({ viewer: await viewerOf(ctx), profileId, token });
}

/** API edge: the access token a call carries, `?token=` or `token` in a JSON body. */
export function accessTokenOf(req: Request): string | undefined {
  const query = req.query.token;
  const body = (req.body as { token?: unknown } | undefined)?.token;
  return typeof query === "string" ? query : typeof body === "string" ? body : undefined;
}
