import { and, asc, eq, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { memorialUpdateNotices, notificationContacts, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { normalizeUsername, requireMemorialRole } from "~/features/profiles/index.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { parseInput } from "~/shared/http/api.server";
import { CONTACT_MESSAGES as M, contactFormSchema, MAX_CONTACTS_PER_PROFILE } from "./notification-contacts.schema";

/** The memorial whose contacts are managed. */
export interface ManagedProfile {
  id: string;
  userId: string;
  username: string;
  name: string;
}

export type NotificationContact = typeof notificationContacts.$inferSelect;

function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/**
 * The memorial's administrators (spec part 2, §4, the owner; decision 040 adds co-administrators;
 * editors are refused); admins manage every memorial.
 */
async function assertManages(actor: SessionUser, profile: ManagedProfile, tx?: Tx): Promise<void> {
  await requireMemorialRole(actor, profile.id, "administrator", {
    message: M.notOwner,
    notFound: M.profileNotFound,
    tx,
  });
}

const profileColumns = { id: profiles.id, userId: profiles.userId, username: profiles.username, name: profiles.name };

/** The memorial of a handle (with or without '@'), if the actor manages it. */
export async function managedProfileByUsername(actor: SessionUser | null, username: unknown): Promise<ManagedProfile> {
  const who = signedIn(actor);
  const handle = normalizeUsername(username);
  const [profile] = handle
    ? await db()
        .select(profileColumns)
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${handle})`)
        .limit(1)
    : [];
  if (!profile) throw new NotFoundError(M.profileNotFound);
  await assertManages(who, profile);
  return profile;
}

async function managedProfileById(tx: Tx, actor: SessionUser, profileId: unknown): Promise<ManagedProfile> {
  if (profileId === undefined || profileId === null || profileId === "") {
    throw new ValidationError(M.profileIdRequired, { profile_id: M.profileIdRequired });
  }
  if (!isUuid(profileId)) throw new NotFoundError(M.profileNotFound);
  const [profile] = await tx.select(profileColumns).from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw new NotFoundError(M.profileNotFound);
  await assertManages(actor, profile, tx);
  return profile;
}

/** A memorial's contacts, in the order they were added (through notification_contacts_profile_idx). */
export async function listNotificationContacts(
  actor: SessionUser | null,
  profile: ManagedProfile,
): Promise<NotificationContact[]> {
  await assertManages(signedIn(actor), profile);
  return db()
    .select()
    .from(notificationContacts)
    .where(eq(notificationContacts.profileId, profile.id))
    .orderBy(asc(notificationContacts.createdAt), asc(notificationContacts.id));
}

/**
 * Serialises the writes of one memorial's contacts on its notices row, created on the first
 * contact with the current content version as already announced: a new contact hears of the
 * edits made from now on, not of the memorial's whole past.
 */
async function lockNotices(tx: Tx, profileId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`insert into memorial_update_notices (profile_id, notified_version, seen_version, seen_at)
        select id, content_version, content_version, ${now.toISOString()}::timestamptz from profiles where id = ${profileId}
        on conflict (profile_id) do nothing`,
  );
  await selectRows(tx, sql`select profile_id from memorial_update_notices where profile_id = ${profileId} for update`);
}

export interface SaveContactInput {
  /** The spec's user_id: whoever registers the contact, i.e. the caller. */
  userId: unknown;
  profileId: unknown;
  /** name, email, cellphone, kinship as typed (validated by the form's schema). */
  contact: unknown;
}

/** `POST profile/saveNotificationContact` and the screen's Adicionar. */
export async function saveNotificationContact(
  actor: SessionUser | null,
  input: SaveContactInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<NotificationContact> {
  const who = signedIn(actor);
  if (input.userId === undefined || input.userId === null || input.userId === "") {
    throw new ValidationError(M.userIdRequired, { user_id: M.userIdRequired });
  }
  if (input.userId !== who.id) throw new ForbiddenError();
  return inTransaction(async (tx) => {
    const profile = await managedProfileById(tx, who, input.profileId);
    const contact = parseInput(contactFormSchema, input.contact);
    await lockNotices(tx, profile.id, now);
    const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from notification_contacts where profile_id = ${profile.id}`,
    );
    if (count >= MAX_CONTACTS_PER_PROFILE) throw new ConflictError(M.tooMany);
    const [row] = await tx
      .insert(notificationContacts)
      .values({ userId: who.id, profileId: profile.id, ...contact, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(M.duplicate, { email: M.duplicate });
    return row;
  });
}

/** Removes one contact of a memorial the actor manages. */
export async function removeNotificationContact(actor: SessionUser | null, contactId: unknown): Promise<void> {
  const who = signedIn(actor);
  if (!isUuid(contactId)) throw new NotFoundError(M.contactNotFound);
  await inTransaction(async (tx) => {
    const [contact] = await tx
      .select({ id: notificationContacts.id, profileId: notificationContacts.profileId })
      .from(notificationContacts)
      .where(eq(notificationContacts.id, contactId));
    if (!contact) throw new NotFoundError(M.contactNotFound);
    await managedProfileById(tx, who, contact.profileId);
    await tx
      .delete(notificationContacts)
      .where(and(eq(notificationContacts.id, contact.id), eq(notificationContacts.profileId, contact.profileId)));
  });
}

/** The contacts of a memorial by its id (the API's list). */
export async function listNotificationContactsOf(
  actor: SessionUser | null,
  profileId: unknown,
): Promise<NotificationContact[]> {
  const profile = await managedProfileById(db(), signedIn(actor), profileId);
  return listNotificationContacts(actor, profile);
}

/** Whether a memorial has its notices row (for tests and the job's bookkeeping). */
export async function noticesOf(profileId: string) {
  const [row] = await db().select().from(memorialUpdateNotices).where(eq(memorialUpdateNotices.profileId, profileId));
  return row;
}
