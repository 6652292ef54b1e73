import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { partnerMemorials } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import {
  allows,
  findProfileByUsername,
  memorialAuthority,
  normalizeUsername,
  PROFILE_NOT_FOUND,
} from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { CEREMONY_MESSAGES as M } from "./ceremonies.constants";

type Actor = Pick<SessionUser, "id" | "type">;

/**
 * Whether the actor may add, change and remove the memorial's ceremonies: its administrators (the
 * owner included, and site admins) and the partner that created it (decision 054). The partner row
 * is read here, not through profile-editor, because profile-editor's partner wizard calls this
 * feature (the other way round would be a cycle); it is only read.
 */
export async function mayManageCeremonies(actor: Actor | null, profileId: string, tx: Tx = db()): Promise<boolean> {
  if (!actor) return false;
  const authority = await memorialAuthority(actor, profileId, tx);
  if (!authority) return false;
  if (allows(authority, "administrator")) return true;
  const [partner] = await tx
    .select({ id: partnerMemorials.profileId })
    .from(partnerMemorials)
    .where(and(eq(partnerMemorials.profileId, profileId), eq(partnerMemorials.partnerId, actor.id)))
    .limit(1);
  return partner !== undefined;
}

/** Refuses first: no session (401), no such memorial (404), neither administrator nor its partner (403). */
export async function requireCeremonyManager(actor: Actor | null, profileId: string, tx: Tx = db()): Promise<void> {
  if (!actor) throw new UnauthorizedError();
  const authority = await memorialAuthority(actor, profileId, tx);
  if (!authority) throw new NotFoundError(M.notFound);
  if (!(await mayManageCeremonies(actor, profileId, tx))) throw new ForbiddenError(M.forbidden);
}

/**
 * The memorial behind /painel/{username}/cerimonias, for those who manage its ceremonies (the
 * partner that created it too, who may not reach the panel). An editor, who sees the panel, is told
 * why not (403); anyone else gets the site's 404, as for a memorial that does not exist.
 */
export async function ceremoniesMemorial(actor: Actor, username: unknown) {
  const handle = normalizeUsername(username);
  const profile = handle ? await findProfileByUsername(handle) : undefined;
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND);
  if (await mayManageCeremonies(actor, profile.id)) return profile;
  const authority = await memorialAuthority(actor, profile.id);
  if (authority && allows(authority, "editor")) throw new ForbiddenError(M.forbidden);
  throw new NotFoundError(PROFILE_NOT_FOUND);
}
