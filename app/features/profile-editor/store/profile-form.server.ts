import { and, asc, eq, ne, sql } from "drizzle-orm";
import { profileInterests, profileKinships, profiles } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/index.server";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { PROFILE_NOT_FOUND, requireMemorialRole, type MemorialRole } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";
import {
  type Access,
  type AboutStep,
  type BasicsStep,
  type Gender,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";

/**
 * The memorial's form in its own row and lists: read for the completion wizard and the editor, and
 * written by the step saves of both (one write per part of the form).
 */
export type ProfileRow = typeof profiles.$inferSelect;

export function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/**
 * The memorial's row for those whose part allows `need` (decision 040: editing content is an
 * editor's; completing the memorial, which activates its plan, an administrator's) or an admin;
 * anyone else is forbidden. `lock` holds the row for the rest of the transaction.
 */
export async function openProfile(
  tx: Tx,
  actor: SessionUser,
  profileId: unknown,
  lock = false,
  need: MemorialRole = "editor",
): Promise<ProfileRow> {
  if (!isUuid(profileId)) throw new NotFoundError(PROFILE_NOT_FOUND);
  const query = tx.select().from(profiles).where(eq(profiles.id, profileId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  await requireMemorialRole(actor, row.id, need, { tx, message: new ForbiddenError().message });
  return row;
}

const present = <T>(value: T | null): T | undefined => value ?? undefined;

/** The stored fields as the form's parts name them (empty ones undefined), both lists in their order. */
export interface StoredProfileForm {
  basics: Partial<BasicsStep> & { name: string; username: string; gender: Gender | undefined };
  about: Partial<AboutStep> & {
    access: Access;
    interests: { description: string }[];
    kinships: { name: string; degree: string }[];
  };
}

export async function readProfileForm(tx: Tx, row: ProfileRow): Promise<StoredProfileForm> {
  const [interests, kinships] = await Promise.all([
    tx
      .select({ description: profileInterests.description })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, row.id))
      .orderBy(asc(profileInterests.position), asc(profileInterests.id)),
    tx
      .select({ name: profileKinships.name, degree: profileKinships.degree })
      .from(profileKinships)
      .where(eq(profileKinships.profileId, row.id))
      .orderBy(asc(profileKinships.position), asc(profileKinships.id)),
  ]);
  return {
    basics: {
      name: row.name,
      username: `@${row.username}`,
      gender: present(row.gender),
      birthDate: present(row.birthDate),
      deathDate: present(row.deathDate),
      profession: present(row.profession),
    },
    about: {
      hometown: present(row.hometown),
      location: present(row.location),
      surname: present(row.surname),
      religion: present(row.religion),
      bio: present(row.bio),
      description: present(row.description),
      interests,
      kinships,
      access: row.access,
    },
  };
}

export function usernameTaken(): ConflictError {
  return new ConflictError(M.usernameTaken, { username: M.usernameTaken });
}

/**
 * Refuses a handle (without '@') another memorial has, in any letter case (the unique index's rule);
 * `ownProfileId`'s own handle is its own.
 */
export async function assertHandleFree(tx: Tx, handle: string, ownProfileId?: string): Promise<void> {
  const sameHandle = sql`lower(${profiles.username}) = lower(${handle})`;
  const [other] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(ownProfileId ? and(sameHandle, ne(profiles.id, ownProfileId)) : sameHandle)
    .limit(1);
  if (other) throw usernameTaken();
}

/** The basics into the memorial's row; a handle lost to a racing rename is the spec's 409, never a 500. */
export async function writeBasics(tx: Tx, profileId: string, basics: BasicsStep): Promise<void> {
  const handle = basics.username.replace(/^@/, "");
  await assertHandleFree(tx, handle, profileId);
  await tx
    .update(profiles)
    .set({
      name: basics.name,
      username: handle,
      gender: basics.gender,
      birthDate: basics.birthDate,
      deathDate: basics.deathDate ?? null,
      profession: basics.profession ?? null,
    })
    .where(eq(profiles.id, profileId))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    });
}

/** The about part's fields and both lists, replaced whole in the order typed. */
export async function writeAbout(tx: Tx, profileId: string, about: Omit<AboutStep, "bioGenerated">): Promise<void> {
  await tx
    .update(profiles)
    .set({
      hometown: about.hometown,
      location: about.location ?? null,
      surname: about.surname ?? null,
      religion: about.religion ?? null,
      bio: about.bio,
      description: about.description,
      access: about.access,
    })
    .where(eq(profiles.id, profileId));
  await tx.delete(profileInterests).where(eq(profileInterests.profileId, profileId));
  // The list is written anew; each relative the family kept keeps its message (decision 045).
  const kept = await tx
    .delete(profileKinships)
    .where(eq(profileKinships.profileId, profileId))
    .returning({ name: profileKinships.name, degree: profileKinships.degree, message: profileKinships.message });
  const messages = new Map(kept.map((row) => [`${row.degree}\u0000${row.name}`, row.message]));
  if (about.interests.length > 0) {
    await tx
      .insert(profileInterests)
      .values(about.interests.map((row, position) => ({ profileId, description: row.description, position })));
  }
  if (about.kinships.length > 0) {
    await tx.insert(profileKinships).values(
      about.kinships.map((row, position) => ({
        profileId,
        ...row,
        position,
        message: messages.get(`${row.degree}\u0000${row.name}`) ?? null,
      })),
    );
  }
}

export async function writeAccess(tx: Tx, profileId: string, access: Access): Promise<void> {
  await tx.update(profiles).set({ access }).where(eq(profiles.id, profileId));
}

/**
 * One part of the form written into the memorial by its administrator (or an admin), under the
 * row's lock; answers the memorial's id and handle as they are after the write.
 */
export async function writeProfilePart(
  actor: SessionUser | null,
  profileId: unknown,
  write: (tx: Tx, profileId: string) => Promise<void>,
): Promise<{ id: string; username: string }> {
  const user = signedIn(actor);
  return inTransaction(async (tx) => {
    const row = await openProfile(tx, user, profileId, true);
    await write(tx, row.id);
    const [saved] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, row.id));
    return { id: row.id, username: saved!.username };
  });
}
