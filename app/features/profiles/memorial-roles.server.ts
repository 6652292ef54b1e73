import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialMembers, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { ViewableProfile } from "./profile-access.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";

/** A person's part in a memorial (decision 040); the owner is an administrator who also may hand it over. */
export type MemorialRole = "administrator" | "editor";

/** What one signed-in person may do on one memorial. */
export interface MemorialAuthority {
  profileId: string;
  /** 'administrator' for the owner and the administrators, 'editor', or null for anyone else. */
  role: MemorialRole | null;
  /** The memorial's owner (`profiles.user_id`): the one account that holds it and may transfer it. */
  owner: boolean;
  /** A site admin: may do what an administrator does on any memorial. */
  siteAdmin: boolean;
}

export const ROLE_MESSAGES = {
  profileNotFound: "Perfil não encontrado.",
  administratorOnly: "Somente os administradores do memorial podem fazer isso.",
  editorOnly: "Somente quem administra o memorial pode fazer isso.",
} as const;

type Actor = Pick<SessionUser, "id" | "type">;

const RANK: Record<MemorialRole, number> = { editor: 1, administrator: 2 };

/** Whether the authority covers what `need` asks (a site admin covers every role). */
export function allows(authority: MemorialAuthority, need: MemorialRole): boolean {
  if (authority.siteAdmin) return true;
  return authority.role !== null && RANK[authority.role] >= RANK[need];
}

/**
 * The actor's part in the memorial, read in one query; undefined when the memorial does not exist
 * (or the id is not a uuid). Anonymous callers have no part.
 */
export async function memorialAuthority(
  actor: Actor | null,
  profileId: string,
  tx: Tx = db(),
): Promise<MemorialAuthority | undefined> {
  if (!isUuid(profileId)) return undefined;
  const [row] = await tx
    .select({ ownerId: profiles.userId, memberRole: memorialMembers.role })
    .from(profiles)
    .leftJoin(
      memorialMembers,
      and(eq(memorialMembers.profileId, profiles.id), eq(memorialMembers.userId, actor?.id ?? sql`null::uuid`)),
    )
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) return undefined;
  const owner = actor !== null && row.ownerId === actor.id;
  return {
    profileId,
    role: owner ? "administrator" : (row.memberRole ?? null),
    owner,
    siteAdmin: actor?.type === "admin",
  };
}

/**
 * The authority a viewable profile already holds for the viewer it was loaded for, without reading
 * it again: its access rule read the owner and that viewer's membership. A site admin's own part
 * (an admin may also own or help run a memorial) is not in the view: undefined, so the caller reads
 * it with `memorialAuthority`.
 */
export function authorityFromView(view: ViewableProfile, viewer: Actor): MemorialAuthority | undefined {
  if (viewer.type === "admin") return undefined;
  const owner = view.profile.userId === viewer.id;
  return { profileId: view.profile.id, role: owner ? "administrator" : view.role, owner, siteAdmin: false };
}

/**
 * Refuses, before anything else happens: no session (401), no such memorial (404), a part that
 * does not allow `need` (403, with `message` or the role's own). Returns the authority.
 */
export async function requireMemorialRole(
  actor: Actor | null,
  profileId: string,
  need: MemorialRole,
  options: { message?: string; notFound?: string; tx?: Tx } = {},
): Promise<MemorialAuthority> {
  if (!actor) throw new UnauthorizedError();
  const authority = await memorialAuthority(actor, profileId, options.tx);
  if (!authority) throw new NotFoundError(options.notFound ?? ROLE_MESSAGES.profileNotFound);
  if (!allows(authority, need)) {
    throw new ForbiddenError(
      options.message ?? (need === "administrator" ? ROLE_MESSAGES.administratorOnly : ROLE_MESSAGES.editorOnly),
    );
  }
  return authority;
}
