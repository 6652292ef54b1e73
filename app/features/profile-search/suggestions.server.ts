import { sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
import { SUGGESTION_CANDIDATES, SUGGESTION_THRESHOLD, suggestionKey } from "~/shared/search/search-words";

/** Names offered when a search finds nothing. */
export const MAX_SUGGESTIONS = 5;

/**
 * The names of the public memorials closest to a term that found nothing (decision 051): its
 * spelling key compared with each stored spelling key by trigram word similarity ('lurdis' →
 * 'Maria de Lourdes'), closest first. Distinct names; at most `MAX_SUGGESTIONS`.
 */
export async function suggestProfileNames(term: string): Promise<string[]> {
  const key = suggestionKey(term);
  if (key.length < 3) return [];
  const rows = await db().transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${SUGGESTION_THRESHOLD}`));
    return selectRows<{ name: string }>(
      tx,
      sql`select name from (
            select p.name, word_similarity(${key}, p.search_key) as closeness
              from profiles p
             where ${key} <% p.search_key and p.access = 'Public' and p.activated_by_user
             limit ${SUGGESTION_CANDIDATES}
          ) candidates
          group by name
          order by max(closeness) desc, name
          limit ${MAX_SUGGESTIONS}`,
    );
  });
  return rows.map((row) => row.name);
}
