import { sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";

/**
 * The version of what the public listings show (home, searches, a cemetery's page): kept by
 * triggers on profiles, cemeteries, plans and contracts (migration 0017), read in one primary-key
 * lookup.
 */
export async function siteContentVersion(): Promise<string> {
  const [row] = await selectRows<{ version: string | number }>(db(), sql`select version from site_content`);
  return `site:${row?.version ?? 0}`;
}
