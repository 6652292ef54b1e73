import { sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";

/**
 * What the memorial page shows, as one string that changes whenever the page would: the profile's
 * id (a memorial deleted and created again under the same username is another page) and its
 * content_version, which the database bumps itself on every change of the memorial: an edit of the
 * profile row, or any write to a table with a foreign key to profiles (settled tributes only; never
 * the visit counter). A new table that belongs to a memorial needs the three triggers of migration
 * 0007; content-version.test.ts fails until it has them. Undefined for an unknown username or a
 * private memorial (never cached). One index lookup. The page cache (app/page-cache.server.ts,
 * decisions 010 and 029) serves a kept copy only while this is unchanged.
 */
export async function memorialVersion(username: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string; access: string; content_version: string | number }>(
    db(),
    sql`select id, access::text as access, content_version
          from profiles
         where lower(username) = lower(${username})`,
  );
  if (!row || row.access !== "Public") return undefined;
  return `${row.id}:${row.content_version}`;
}
