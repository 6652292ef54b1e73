import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import type { VisitorLocation } from "~/shared/visitor";
import { setupTestDatabase } from "../../../tests/support/database";
import { createUser } from "../../../tests/factories";
import { searchProfiles, searchProfilesSql } from "./search.server";

const { db } = setupTestDatabase();

const ROWS = 8000;
const SAO_PAULO: VisitorLocation = { city: "São Paulo", state: "SP", country: "Brasil" };

/**
 * A few thousand memorials: half of them 'Moreira', 15% in São Paulo, 5% in Campinas (SP) and the
 * rest in four other states, created in an order unrelated to their place in the table (as the
 * bench's are); then VACUUM ANALYZE, as autovacuum does in
 * production (it moves the rows from the GIN pending lists into the indexes and gathers the
 * statistics).
 */
async function fillProfiles(): Promise<void> {
  const owner = await createUser(db());
  await db().execute(sql`
    insert into profiles (user_id, username, name, access_token, city, state, access, activated_by_user, created_at)
    select ${owner.id}::uuid,
           'u' || i || '.' || substr(md5('u' || i), 1, 6),
           initcap(substr(md5('n' || i), 1, 7)) || ' ' ||
             case when i % 2 = 0 then 'Moreira' else initcap(substr(md5('s' || i), 1, 9)) end,
           md5('t' || i),
           (array['São Paulo','São Paulo','São Paulo','Campinas','Recife','Recife','Recife','Recife',
                  'Salvador','Salvador','Salvador','Salvador','Manaus','Manaus','Manaus','Manaus',
                  'Curitiba','Curitiba','Curitiba','Curitiba'])[1 + i % 20],
           (array['SP','SP','SP','SP','PE','PE','PE','PE','BA','BA','BA','BA','AM','AM','AM','AM',
                  'PR','PR','PR','PR'])[1 + i % 20],
           case when i % 10 = 0 then 'Private'::profile_access else 'Public'::profile_access end,
           i % 13 <> 0,
           now() - (i * 7919 % ${ROWS}) * interval '1 minute'
      from generate_series(1, ${ROWS}) as i`);
  await db().execute(sql`vacuum analyze profiles`);
  await db().execute(sql`analyze profile_cities`);
}

async function plan(term: string, location: VisitorLocation | null, analyze = false): Promise<string> {
  const query = await searchProfilesSql({ term, location, page: 1, limit: 6 });
  const rows = await selectRows<Record<string, string>>(
    db(),
    analyze ? sql`explain (analyze, costs off) ${query}` : sql`explain ${query}`,
  );
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The plan nodes of one bucket subquery ("*SELECT* n" is the n-th bucket, city first). */
function bucket(text: string, n: number): string {
  const start = text.indexOf(`"*SELECT* ${n}"`);
  const end = text.indexOf(`"*SELECT* ${n + 1}"`);
  expect(start, `bucket ${n} in\n${text}`).toBeGreaterThan(-1);
  return text.slice(start, end === -1 ? undefined : end);
}

describe("the search query plan", () => {
  it("reads a common term bucket by bucket, newest first through the bucket indexes, and stops early", async () => {
    await fillProfiles();
    const text = await plan("more", SAO_PAULO, true);
    expect(text).not.toMatch(/Seq Scan on profiles/);
    expect(text).not.toMatch(/Parallel Append|Merge Append/);
    expect(bucket(text, 1)).toMatch(/Index Scan Backward using profiles_public_(city_)?recent_idx/);
    // The city bucket fills the page and its look-ahead: the others are never read.
    for (const n of [2, 3, 4]) expect(bucket(text, n)).toMatch(/never executed/);
    const found = await searchProfiles({ term: "more", location: SAO_PAULO });
    expect(found.items.every((item) => item.weight === 3 && item.name.endsWith("Moreira"))).toBe(true);
    expect(found).toMatchObject({ hasNext: true, totalIsExact: false });
  });

  it("lists every public memorial through the bucket indexes alone", async () => {
    await fillProfiles();
    const text = await plan("", SAO_PAULO);
    expect(text).not.toMatch(/Seq Scan on profiles/);
    expect(bucket(text, 1)).toMatch(/Index Scan Backward using profiles_public_city_recent_idx/);
    expect(bucket(text, 2)).toMatch(/Index Scan Backward using profiles_public_state_recent_idx/);
    expect(bucket(text, 3)).toMatch(/Index Scan Backward using profiles_public_recent_idx/);
    // Other countries: none here, found at once through the country index.
    expect(bucket(text, 4)).toMatch(/Bitmap Index Scan on profiles_public_country_idx/);
    expect(await plan("", null)).toMatch(/Index (Only )?Scan Backward using profiles_public_recent_idx/);
  });

  it("finds a rare term through the trigram indexes, never a sequential scan", async () => {
    await fillProfiles();
    const [sample] = await selectRows<{ name: string }>(
      db(),
      sql`select name from profiles where access = 'Public' and activated_by_user order by username limit 1`,
    );
    const term = sample!.name.slice(1, 5).toLowerCase();
    for (const location of [SAO_PAULO, null]) {
      const text = await plan(term, location);
      expect(text).not.toMatch(/Seq Scan on profiles/);
      expect(text).toMatch(/Bitmap Index Scan on profiles_search_text_trgm_idx/);
    }
    const found = await searchProfiles({ term, location: null, limit: 100 });
    expect(found.items.map((item) => item.name)).toContain(sample!.name);

    // Two words: one scan of the name and username index looks for both.
    const twoWords = await plan(`${term} more`, null);
    expect(twoWords).not.toMatch(/Seq Scan on profiles/);
    expect(twoWords).toMatch(
      /Bitmap Index Scan on profiles_search_text_trgm_idx.*\n\s+Index Cond: \(\(search_text ~~ '%\w+%'::text\) AND \(search_text ~~ '%more%'::text\)\)/,
    );
  });

  it("reads the parts found by spelling variants after the typed ones, through the same trigram index", async () => {
    await fillProfiles();
    await db().execute(sql`
      update profiles set name = name || ' Souza'
       where id in (select id from profiles where access = 'Public' and activated_by_user order by username limit 40)`);
    await db().execute(sql`vacuum analyze profiles`);
    // 'sousa' as typed is nowhere: the typed parts find nothing, the variant parts find the Souzas.
    const text = await plan("sousa", SAO_PAULO, true);
    expect(text).not.toMatch(/Seq Scan on profiles/);
    for (const n of [1, 2, 3, 4]) expect(bucket(text, n)).toMatch(/search_text ~~ '%sousa%'::text/);
    for (const n of [5, 6, 7, 8]) expect(bucket(text, n)).toMatch(/search_key ~~ '%susa%'::text/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_search_text_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on profiles_search_key_trgm_idx/);
    const found = await searchProfiles({ term: "sousa", location: SAO_PAULO, limit: 100 });
    expect(found.total).toBe(40);
    expect(found.items.every((item) => item.name.endsWith(" Souza"))).toBe(true);
  });

  it("turns a city's name into an equality on that city", async () => {
    await fillProfiles();
    const text = await plan("recife", SAO_PAULO);
    expect(text).not.toMatch(/Seq Scan on profiles/);
    // No city is matched with LIKE: São Paulo's bucket knows it has none, Recife is named.
    expect(text).not.toMatch(/city_search ~~/);
    expect(bucket(text, 1)).not.toMatch(/= ANY/);
    expect(bucket(text, 2)).not.toMatch(/= ANY/);
    expect(bucket(text, 3)).toMatch(/city_search = ANY \('\{recife\}'::text\[\]\)/);
    const found = await searchProfiles({ term: "recife", location: SAO_PAULO });
    expect(found.items.length).toBe(6);
    expect(found.items.every((item) => item.city === "Recife" && item.weight === 1)).toBe(true);
  });
});
