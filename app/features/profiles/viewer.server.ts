import type { Request } from "express";
import { readSessionToken } from "~/features/accounts/session-cookie.server";
import { sessionUser } from "~/features/accounts/sessions.server";
import {
  loadViewableProfile,
  loadViewableProfileById,
  type ViewableProfile,
  type ViewRequest,
} from "./profile-access.server";

/**
 * Who is asking and with which access token (`?token=`, or `token` in a JSON body). Every API call
 * that returns or writes a memorial's data goes through the access rule with this.
 */
export async function requestViewer(req: Request): Promise<ViewRequest> {
  const viewer = await sessionUser(readSessionToken(req.headers.cookie));
  const query = req.query.token;
  const body = (req.body as { token?: unknown } | undefined)?.token;
  const token = typeof query === "string" ? query : typeof body === "string" ? body : undefined;
  return { viewer: viewer && { id: viewer.id, type: viewer.type }, token };
}

/** The memorial of `profileId` if the caller may see it; 400 for a malformed id, 404 otherwise. */
export async function viewableForRequest(req: Request, profileId: unknown): Promise<ViewableProfile> {
  return loadViewableProfileById({ ...(await requestViewer(req)), profileId });
}

export async function viewableUsernameForRequest(req: Request, username: unknown): Promise<ViewableProfile> {
  return loadViewableProfile({ ...(await requestViewer(req)), username });
}
