import { and, count, desc, eq, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";
import { type Paging } from "~/shared/paging";

/** An admin asking for the lists of a user id nobody has: 404 (issue 20), not two empty lists. */
async function assertUserExists(actor: SessionUser, userId: string): Promise<void> {
  if (actor.id === userId) return;
  const [row] = isUuid(userId) ? await db().select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  if (!row) throw new NotFoundError("Usuário não encontrado.");
}

/** Only the user themselves, or an admin, sees whose memorials a user administers. */
function assertSelfOrAdmin(actor: SessionUser | null, userId: string): asserts actor is SessionUser {
  if (!actor) throw new UnauthorizedError();
  if (actor.id !== userId && actor.type !== "admin") throw new ForbiddenError();
}

export interface MyProfile {
  id: string;
  username: string;
  name: string;
  imagePath: string | null;
  type: "Free" | "Ouro" | "Platina" | "Diamante";
  access: "Public" | "Private";
  activatedByUser: boolean;
  accessToken: string;
}

/**
 * The memorials a user manages: those it owns and those it administers or edits beside the owner
 * (decision 040). A union of two index reads (profiles_user_idx, memorial_members_user_idx).
 */
const managedBy = (userId: string) =>
  sql`select id from profiles where user_id = ${userId}
      union select profile_id from memorial_members where user_id = ${userId}`;

export async function listProfilesByUser(actor: SessionUser | null, userId: string, { page, limit }: Paging) {
  assertSelfOrAdmin(actor, userId);
  await assertUserExists(actor, userId);
  const where = sql`${profiles.id} in (${managedBy(userId)})`;
  const [items, [total]] = await Promise.all([
    db()
      .select({
        id: profiles.id,
        username: profiles.username,
        name: profiles.name,
        imagePath: profiles.imagePath,
        type: profiles.type,
        access: profiles.access,
        activatedByUser: profiles.activatedByUser,
        accessToken: profiles.accessToken,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(profiles).where(and(where)),
  ]);
  return { items, total: total?.n ?? 0, page, limit };
}

export interface Activity {
  id: string;
  username: string;
  image_directory: string | null;
  owner_name_tribute: string;
  tribute_type: "Candle" | "Flower" | "Message" | "Photo" | "Attend";
  profile_name: string;
  created_at: string;
}

/** Settled tributes and attendances on the memorials a user administers, newest first. */
export async function listActivitiesByUser(actor: SessionUser | null, userId: string, { page, limit }: Paging) {
  assertSelfOrAdmin(actor, userId);
  await assertUserExists(actor, userId);
  const mine = sql`select id, username, name, image_path from profiles where id in (${managedBy(userId)})`;
  const rows = await selectRows<Activity & { total: number }>(
    db(),
    sql`with mine as (${mine}),
         events as (
           select t.id::text as id, m.username, m.image_path as image_directory, t.name as owner_name_tribute,
                  t.type::text as tribute_type, m.name as profile_name, coalesce(t.paid_at, t.created_at) as created_at
             from tributes t join mine m on m.id = t.profile_id
            where t.status = 'paid'
           union all
           select a.id::text, m.username, m.image_path, a.name, 'Attend', m.name, a.attended_at
             from attendances a join mine m on m.id = a.profile_id
         )
       select *, count(*) over ()::int as total from events
        order by created_at desc, id
        limit ${limit} offset ${(page - 1) * limit}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _total, created_at, ...row }) => ({
      ...row,
      created_at: new Date(created_at).toISOString(),
    })),
    total,
    page,
    limit,
  };
}
