import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import {
  allows,
  memorialAuthority,
  type MemorialAuthority,
  type MemorialRole,
  requireMemorialRole,
} from "./memorial-roles.server";
import {
  findProfileByUsername,
  normalizeUsername,
  PROFILE_NOT_FOUND,
  type ViewableProfile,
} from "./profile-access.server";

type Actor = Pick<SessionUser, "id" | "type">;

export const PRIVACY_MESSAGES = {
  invalidAccess: "Escolha se o memorial é público ou privado.",
  madePublic: "O memorial agora é público: qualquer pessoa pode encontrá-lo e visitá-lo.",
  madePrivate: "O memorial agora é privado: só quem tem o link de acesso consegue vê-lo.",
  linkRegenerated: "Novo link gerado. O link anterior deixou de funcionar.",
} as const;

export type MemorialAccess = "Public" | "Private";

/** A new private link's key: 128 random bits, as a memorial's first one (create-profile.server.ts). */
export function newAccessToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The memorial behind a username for someone who helps manage it (the panel): its row as a
 * `ViewableProfile` (so every feature's services accept it) and the person's part in it. Anyone
 * else, and an unknown username, get the same 404 a private memorial gives: the panel does not
 * tell strangers which memorials exist. A missing session is a 401 (the page signs them in first).
 */
export async function manageMemorial(
  actor: Actor | null,
  username: unknown,
  need: MemorialRole = "editor",
): Promise<{ view: ViewableProfile; authority: MemorialAuthority }> {
  if (!actor) throw new UnauthorizedError();
  const handle = normalizeUsername(username);
  const profile = handle ? await findProfileByUsername(handle) : undefined;
  const authority = profile ? await memorialAuthority(actor, profile.id) : undefined;
  if (!profile || !authority || !allows(authority, need)) throw new NotFoundError(PROFILE_NOT_FOUND);
  const reason = authority.owner ? "owner" : authority.role ? "member" : "admin";
  return { view: { profile, reason, manage: true, role: authority.role }, authority };
}

/** Public or private ('Privacidade e compartilhamento'): anyone who edits the memorial may choose. */
export async function setMemorialAccess(
  actor: Actor | null,
  profileId: string,
  access: unknown,
): Promise<MemorialAccess> {
  await requireMemorialRole(actor, profileId, "editor");
  if (access !== "Public" && access !== "Private") {
    throw new ValidationError(PRIVACY_MESSAGES.invalidAccess, { access: PRIVACY_MESSAGES.invalidAccess });
  }
  await db().update(profiles).set({ access }).where(eq(profiles.id, profileId));
  return access;
}

/**
 * A new private link: the memorial's access token is replaced, so the old link (and every message
 * that carried it) stops opening the private memorial at once: pages and API calls compare against
 * the stored token on each request, and pages opened with a token are never kept by the page cache.
 * The QR plaque keeps working: it names the memorial by its hash and is sent on with the current
 * token. Returns the new token.
 */
export async function regenerateAccessToken(actor: Actor | null, profileId: string): Promise<string> {
  await requireMemorialRole(actor, profileId, "editor");
  const token = newAccessToken();
  const [row] = await db()
    .update(profiles)
    .set({ accessToken: token })
    .where(eq(profiles.id, profileId))
    .returning({ id: profiles.id });
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return token;
}
