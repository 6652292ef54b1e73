import { db } from "~/db/client.server";
import { consentHistory, type ConsentHistoryEntry } from "~/features/consent/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { UnauthorizedError } from "~/shared/http/errors";
import { type ExportListItem, listExports } from "./export.server";
import { personalDataSources } from "./sources.server";

export interface MyDataOverview {
  name: string;
  email: string;
  /** Per source, per table: how many records name the person. */
  summary: { source: string; table: string; count: number }[];
  consents: ConsentHistoryEntry[];
  exports: ExportListItem[];
}

/** What the /meus-dados screen shows: a summary of what is held, the consent history, the exports. */
export async function myDataOverview(
  actor: SessionUser | null,
  consentToken: string | undefined,
  now = new Date(),
): Promise<MyDataOverview> {
  if (!actor) throw new UnauthorizedError();
  const subject = { userId: actor.id, email: actor.email.toLowerCase() };
  const summary: MyDataOverview["summary"] = [];
  for (const source of personalDataSources()) {
    for (const [table, rows] of Object.entries(await source.exportFor(db(), subject))) {
      summary.push({ source: source.name, table, count: rows.length });
    }
  }
  return {
    name: actor.name,
    email: actor.email,
    summary,
    consents: await consentHistory(actor.id, consentToken),
    exports: await listExports(actor.id, now),
  };
}
