import { and, asc, eq, ne, sql } from "drizzle-orm";
import { profileInterests, profileKinships, profiles } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/account-access.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/features/ledger/ledger.server";
import { INVALID_PROFILE_ID, PROFILE_NOT_FOUND } from "~/features/profiles/profile-access.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { editProfileSchema, type EditProfileInput } from "./edit-profile.schema";
import { todayInSaoPaulo, WIZARD_MESSAGES as M } from "../steps/profile-form.schema";

/** What the editor shows: the memorial's fields as its form names them. */
export interface EditableProfile {
  id: string;
  userId: string;
  /** The handle without '@'. */
  username: string;
  imagePath: string | null;
  values: {
    name: string;
    username: string;
    gender: "Homem" | "Mulher" | "Outro" | undefined;
    birthDate: string | undefined;
    deathDate: string | undefined;
    profession: string | undefined;
    hometown: string | undefined;
    location: string | undefined;
    surname: string | undefined;
    religion: string | undefined;
    bio: string | undefined;
    description: string | undefined;
    access: "Public" | "Private";
    interests: { description: string }[];
    kinships: { name: string; degree: string }[];
  };
}

export interface UpdatedProfile {
  id: string;
  /** The handle without '@' (it may have changed). */
  username: string;
}

type Issues = { issues: { path: PropertyKey[]; message: string }[] };

/** The whole edit form, every refused field named (the first message leads). */
export function validateEditForm(input: unknown, now = new Date()): EditProfileInput {
  const parsed = editProfileSchema(todayInSaoPaulo(now)).safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of (parsed.error as Issues).issues) {
    fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  }
  throw new ValidationError(Object.values(fields)[0] ?? M.nameRequired, fields);
}

const usernameTaken = () => new ConflictError(M.usernameTaken, { username: M.usernameTaken });

/** The profile row locked for the edit, after the permission check: its owner or an admin. */
async function editableRow(tx: Tx, actor: SessionUser, profileId: unknown) {
  if (!isUuid(profileId)) throw new ValidationError(INVALID_PROFILE_ID);
  const [row] = await tx
    .select({ id: profiles.id, userId: profiles.userId, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update")
    .limit(1);
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  if (row.userId !== actor.id && actor.type !== "admin") throw new ForbiddenError();
  return row;
}

/** The memorial as its editor opens it: its owner or an admin only. */
export async function getEditableProfile(actor: SessionUser | null, profileId: string): Promise<EditableProfile> {
  if (!actor) throw new UnauthorizedError();
  return inTransaction(async (tx) => {
    if (!isUuid(profileId)) throw new NotFoundError(PROFILE_NOT_FOUND);
    const [p] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
    if (!p) throw new NotFoundError(PROFILE_NOT_FOUND);
    if (p.userId !== actor.id && actor.type !== "admin") throw new ForbiddenError();
    const [interests, kinships] = await Promise.all([
      tx
        .select({ description: profileInterests.description })
        .from(profileInterests)
        .where(eq(profileInterests.profileId, p.id))
        .orderBy(asc(profileInterests.position), asc(profileInterests.id)),
      tx
        .select({ name: profileKinships.name, degree: profileKinships.degree })
        .from(profileKinships)
        .where(eq(profileKinships.profileId, p.id))
        .orderBy(asc(profileKinships.position), asc(profileKinships.id)),
    ]);
    const orUndefined = <T>(v: T | null): T | undefined => v ?? undefined;
    return {
      id: p.id,
      userId: p.userId,
      username: p.username,
      imagePath: p.imagePath,
      values: {
        name: p.name,
        username: `@${p.username}`,
        gender: orUndefined(p.gender),
        birthDate: orUndefined(p.birthDate),
        deathDate: orUndefined(p.deathDate),
        profession: orUndefined(p.profession),
        hometown: orUndefined(p.hometown),
        location: orUndefined(p.location),
        surname: orUndefined(p.surname),
        religion: orUndefined(p.religion),
        bio: orUndefined(p.bio),
        description: orUndefined(p.description),
        access: p.access,
        interests,
        kinships,
      },
    };
  });
}

/**
 * `PUT profile/updateProfile` and the editor's save: every field of the memorial at once. Its
 * owner or an admin only. A new username follows the creation rules and is settled by the unique
 * index on `lower(username)` (a race's loser gets 409, never a 500); the kinship and interest lists
 * are replaced whole, blank rows dropped; dates are stored year-month-day. The memorial's render
 * cache follows by itself: these writes bump `content_version` (migration 0007).
 */
export async function updateProfile(
  actor: SessionUser | null,
  profileId: unknown,
  input: unknown,
  options: { now?: Date } = {},
): Promise<UpdatedProfile> {
  if (!actor) throw new UnauthorizedError();
  const form = validateEditForm(input, options.now ?? new Date());
  const handle = form.username.replace(/^@/, "");
  return inTransaction(async (tx) => {
    const row = await editableRow(tx, actor, profileId);
    if (handle.toLowerCase() !== row.username.toLowerCase()) {
      const [other] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(sql`lower(${profiles.username}) = lower(${handle})`, ne(profiles.id, row.id)))
        .limit(1);
      if (other) throw usernameTaken();
    }
    await tx
      .update(profiles)
      .set({
        username: handle,
        name: form.name,
        gender: form.gender,
        birthDate: form.birthDate,
        deathDate: form.deathDate ?? null,
        profession: form.profession ?? null,
        hometown: form.hometown,
        location: form.location ?? null,
        surname: form.surname ?? null,
        religion: form.religion ?? null,
        bio: form.bio,
        description: form.description,
        access: form.access,
      })
      .where(eq(profiles.id, row.id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? usernameTaken() : error;
      });
    await tx.delete(profileInterests).where(eq(profileInterests.profileId, row.id));
    if (form.interests.length > 0) {
      await tx
        .insert(profileInterests)
        .values(form.interests.map((r, position) => ({ profileId: row.id, description: r.description, position })));
    }
    await tx.delete(profileKinships).where(eq(profileKinships.profileId, row.id));
    if (form.kinships.length > 0) {
      await tx
        .insert(profileKinships)
        .values(form.kinships.map((r, position) => ({ profileId: row.id, name: r.name, degree: r.degree, position })));
    }
    return { id: row.id, username: handle };
  });
}
