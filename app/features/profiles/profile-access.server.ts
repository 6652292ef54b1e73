import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { memorialMembers, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError, ValidationError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";

export type ProfileRow = typeof profiles.$inferSelect;

/** Who is looking: a signed-in user (only id and role matter here) or an anonymous visitor. */
export type Viewer = Pick<SessionUser, "id" | "type"> | null;

/**
 * How the viewer got in; owners, the memorial's administrators and editors ('member', decision 040)
 * and site admins also manage the profile (see contacts, the token, the moderation queue).
 */
export type AccessReason = "owner" | "member" | "admin" | "token" | "public";

/** A co-administrator's part, as memorial_members holds it. */
type MemberRole = (typeof memorialMembers.$inferSelect)["role"];

/**
 * A profile the viewer may see, with the reason. Services that read a memorial's data take this
 * value, so they cannot be called without the access rule having been applied first.
 */
export interface ViewableProfile {
  readonly profile: ProfileRow;
  readonly reason: AccessReason;
  /** Owner, administrator, editor or site admin: sees attendance contacts and the access token. */
  readonly manage: boolean;
  /** The viewer's part in the memorial: the owner is an 'administrator'; null for others and site admins. */
  readonly role: MemberRole | null;
}

export const PROFILE_NOT_FOUND = "Perfil não encontrado.";
export const INVALID_PROFILE_ID = "Identificador de perfil inválido.";

const MAX_USERNAME = 100;
const MAX_TOKEN = 200;

/** The handle without its leading '@' (DECISIONS: the API accepts both), or undefined when it cannot be one. */
export function normalizeUsername(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const handle = raw.trim().replace(/^@/, "");
  if (!handle || handle.length > MAX_USERNAME || /[\s/\\\p{Cc}]/u.test(handle)) return undefined;
  return handle;
}

/** Compares an access token in constant time (digests of equal length, whatever was given). */
export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || given.length === 0 || given.length > MAX_TOKEN) return false;
  const a = createHash("sha256").update(expected).digest();
  const b = createHash("sha256").update(given).digest();
  return timingSafeEqual(a, b);
}

/**
 * The one privacy rule of a memorial. Owners and admins always see it; anyone else only when the
 * family activated it, and a Private one only with its access token.
 */
export function accessReason(
  profile: ProfileRow,
  viewer: Viewer,
  token: unknown,
  memberRole: MemberRole | null = null,
): AccessReason | null {
  if (viewer?.type === "admin") return "admin";
  if (viewer && viewer.id === profile.userId) return "owner";
  if (memberRole) return "member";
  if (!profile.activatedByUser) return null;
  if (profile.access === "Public") return "public";
  return tokenMatches(profile.accessToken, token) ? "token" : null;
}

/** The viewer's row in memorial_members, read only for a signed-in viewer who is neither owner nor admin. */
async function memberRoleOf(profile: ProfileRow, viewer: Viewer): Promise<MemberRole | null> {
  if (!viewer || viewer.type === "admin" || viewer.id === profile.userId) return null;
  const [row] = await db()
    .select({ role: memorialMembers.role })
    .from(memorialMembers)
    .where(sql`${memorialMembers.profileId} = ${profile.id} and ${memorialMembers.userId} = ${viewer.id}`)
    .limit(1);
  return row?.role ?? null;
}

async function viewable(
  profile: ProfileRow | undefined,
  viewer: Viewer,
  token: unknown,
): Promise<ViewableProfile | null> {
  if (!profile) return null;
  const memberRole = await memberRoleOf(profile, viewer);
  const reason = accessReason(profile, viewer, token, memberRole);
  if (!reason) return null;
  const role = reason === "owner" ? "administrator" : memberRole;
  return { profile, reason, manage: reason === "owner" || reason === "admin" || reason === "member", role };
}

/** The row of a username (case-insensitive, through the unique lower(username) index). */
export async function findProfileByUsername(username: string): Promise<ProfileRow | undefined> {
  const [row] = await profileByUsername({ username });
  return row;
}

/** Every memorial page's first statement, kept prepared (decision 063). */
const profileByUsername = prepared((database) =>
  database
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${sql.placeholder("username")})`)
    .limit(1)
    .prepare("profile_by_username"),
);

async function findProfileById(id: string): Promise<ProfileRow | undefined> {
  const [row] = await db()
    .select()
    .from(profiles)
    .where(sql`${profiles.id} = ${id}`)
    .limit(1);
  return row;
}

export interface ViewRequest {
  viewer: Viewer;
  /** The access token of a private profile: from the page path or `?token=`. */
  token?: unknown;
}

/**
 * The memorial behind a username (with or without '@') if the viewer may see it. Unknown, private
 * without the token, or not activated: a NotFoundError, never a hint of which one.
 */
export async function loadViewableProfile({
  viewer,
  username,
  token,
}: ViewRequest & { username: unknown }): Promise<ViewableProfile> {
  const handle = normalizeUsername(username);
  const view = handle ? await viewable(await findProfileByUsername(handle), viewer, token) : null;
  if (!view) throw new NotFoundError(PROFILE_NOT_FOUND);
  return view;
}

/** The same rule by id; a malformed id is a 400 before any query (a bad uuid would reach Postgres). */
export async function loadViewableProfileById({
  viewer,
  profileId,
  token,
}: ViewRequest & { profileId: unknown }): Promise<ViewableProfile> {
  if (!isUuid(profileId)) throw new ValidationError(INVALID_PROFILE_ID);
  const view = await viewable(await findProfileById(profileId), viewer, token);
  if (!view) throw new NotFoundError(PROFILE_NOT_FOUND);
  return view;
}

/**
 * Whether a username is taken at all, for the "200 means taken" reading of getProfileByUsername:
 * answers the stored handle without revealing anything else.
 */
export async function takenUsername(username: unknown): Promise<string | undefined> {
  const handle = normalizeUsername(username);
  if (!handle) return undefined;
  return (await findProfileByUsername(handle))?.username;
}
