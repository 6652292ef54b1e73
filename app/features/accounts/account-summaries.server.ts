import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Tx } from "~/db/transaction.server";
import { users } from "~/db/schema";

export interface AccountSummary {
  id: string;
  name: string;
  email: string;
  /** False for an erased account, the steward, and a partner's customer who never signed in. */
  active: boolean;
}

/**
 * Names and e-mails of some accounts, for lists another feature shows to people allowed to see
 * them (a memorial's administrators see each other's). Unknown ids are absent from the map.
 */
export async function accountSummaries(ids: readonly string[], tx: Tx = db()): Promise<Map<string, AccountSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
