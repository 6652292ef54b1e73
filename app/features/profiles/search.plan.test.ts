import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { createUser } from "../../../tests/factories";
import { searchProfiles, searchProfilesSql } from "./search.server";

const { db } = setupTestDatabase();

const ROWS = 4000;

/**
 * A few thousand memorials with varied names, usernames and cities, then VACUUM ANALYZE: as
 * autovacuum does in production, it moves the rows from the GIN pending lists into the indexes
 * (until then the planner prices the trigram indexes as if it had to read those lists whole).
 */
async function fillProfiles(): Promise<void> {
  const owner = await createUser(db());
  await db().execute(sql`
    insert into profiles (user_id, username, name, access_token, city, state, access, activated_by_user)
    select ${owner.id}::uuid,
           'u' || i || '.' || substr(md5('u' || i), 1, 6),
           initcap(substr(md5('n' || i), 1, 7)) || ' ' || initcap(substr(md5('s' || i), 1, 9)),
           md5('t' || i),
           'Cidade ' || substr(md5('c' || (i % 400)), 1, 8),
           (array['SP','RJ','MG','BA','PE','RS'])[1 + i % 6],
           case when i % 10 = 0 then 'Private'::profile_access else 'Public'::profile_access end,
           i % 13 <> 0
      from generate_series(1, ${ROWS}) as i`);
  await db().execute(sql`vacuum analyze profiles`);
}

async function plan(term: string): Promise<string> {
  const query = searchProfilesSql({
    term,
    location: { city: "São Paulo", state: "SP", country: "Brasil" },
    page: 1,
    limit: 6,
  });
  const rows = await selectRows<Record<string, string>>(db(), sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

describe("the search query plan", () => {
  it("reads profiles through the trigram indexes, never a sequential scan, for a 4-letter term", async () => {
    await fillProfiles();
    const [sample] = await selectRows<{ name: string }>(
      db(),
      sql`select name from profiles where access = 'Public' and activated_by_user order by id limit 1`,
    );
    const term = sample!.name.slice(1, 5).toLowerCase();
    const text = await plan(term);
    expect(text).not.toMatch(/Seq Scan on profiles/);
    // Not a walk over every public row through the partial index either.
    expect(text).not.toMatch(/profiles_public_created_idx/);
    expect(text).toMatch(/BitmapOr/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_name_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_username_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_city_trgm_idx/);
    // The same query finds the public row the term was taken from.
    const found = await searchProfiles({ term, location: null, limit: 100 });
    expect(found.total).toBeGreaterThan(0);
  });

  it("keeps to the indexes for two words too", async () => {
    await fillProfiles();
    const text = await plan("abcd cidade");
    expect(text).not.toMatch(/Seq Scan on profiles/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_name_trgm_idx/);
  });
});
