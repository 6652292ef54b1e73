/**
 * The services under measurement, called in this process against the scratch database through the
 * product's own client (`openDatabase`: named statements, their plan mode, decision 065), whose
 * statements are recorded from its StatementLog so their real SQL is EXPLAINed.
 */
import postgres from "postgres";
import { openDatabase, setDatabase } from "~/db/client.server";
import { statementLogOf } from "~/db/statement-log";

export interface CapturedQuery {
  query: string;
  params: unknown[];
}

export interface CapturingDatabase {
  /** A plain client beside the product's, for the bench's own queries and the EXPLAINs. */
  client: postgres.Sql;
  /** Runs fn and returns every statement it sent. */
  capture(fn: () => Promise<unknown>): Promise<CapturedQuery[]>;
  close(): Promise<void>;
}

export async function openCapturingDatabase(url: string): Promise<CapturingDatabase> {
  const handle = await openDatabase({ url, poolMax: 4 });
  setDatabase(handle);
  const log = statementLogOf(handle.db);
  const client = postgres(url, { max: 2, onnotice: () => {} });
  return {
    client,
    async capture(fn) {
      const sink: CapturedQuery[] = [];
      log.listener = (query, params) => sink.push({ query, params: [...params] });
      try {
        await fn();
        return sink;
      } finally {
        log.listener = undefined;
      }
    },
    close: async () => {
      setDatabase(undefined);
      await Promise.all([handle.close(), client.end({ timeout: 5 })]);
    },
  };
}

export interface ExplainedQuery {
  query: string;
  plan: string;
  seqScans: string[];
}

/** Sequential scans over the two big tables are what the issue forbids. */
const FORBIDDEN_SEQ_SCAN = /Seq Scan on (profiles|tributes)\b/g;

export async function explain(client: postgres.Sql, captured: CapturedQuery[]): Promise<ExplainedQuery[]> {
  const explained: ExplainedQuery[] = [];
  for (const { query, params } of captured) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const rows = await client.unsafe(
      `explain (analyze, buffers) ${query}`,
      params as postgres.ParameterOrJSON<never>[],
    );
    const plan = rows.map((row) => String(row["QUERY PLAN"])).join("\n");
    explained.push({ query, plan, seqScans: [...plan.matchAll(FORBIDDEN_SEQ_SCAN)].map((m) => m[0]) });
  }
  return explained;
}

/**
 * Four-letter terms from very common ('silv', 'mari') to rare ones, typed as people type them;
 * 'sous' and 'lurd' are found only by their spelling key (decision 051: the table has Souza and no
 * Lurdes at all, so every closeness and location part is read).
 */
export const SEARCH_TERMS = [
  "silv",
  "mari",
  "joão",
  "conc",
  "arau",
  "brag",
  "Nóbr",
  "cíce",
  "leão",
  "xyzw",
  "sous",
  "lurd",
];

export const VISITOR_LOCATIONS = [
  { city: "São Paulo", state: "SP", country: "Brasil" },
  { city: "Niterói", state: "RJ", country: "Brasil" },
  { city: "Uberlândia", state: "MG", country: "Brasil" },
  null,
];

/**
 * Not in the measured mix, reported beside it: a city's name typed from elsewhere (the case that
 * walked whole buckets before decision 009), a full name, a deep page and the home's list.
 */
export const OTHER_SEARCHES = [
  { label: "'belo' from São Paulo/SP", term: "belo", location: VISITOR_LOCATIONS[0]!, page: 1 },
  { label: "'niteroi' from São Paulo/SP", term: "niteroi", location: VISITOR_LOCATIONS[0]!, page: 1 },
  { label: "'sao paulo' from Niterói/RJ", term: "sao paulo", location: VISITOR_LOCATIONS[1]!, page: 1 },
  { label: "'campinas' from São Paulo/SP", term: "campinas", location: VISITOR_LOCATIONS[0]!, page: 1 },
  { label: "'maria silva' from Niterói/RJ", term: "maria silva", location: VISITOR_LOCATIONS[1]!, page: 1 },
  { label: "'maria silva', no location", term: "maria silva", location: null, page: 1 },
  { label: "'jose sousa' from Niterói/RJ", term: "jose sousa", location: VISITOR_LOCATIONS[1]!, page: 1 },
  { label: "'queiros' from São Paulo/SP", term: "queiros", location: VISITOR_LOCATIONS[0]!, page: 1 },
  { label: "'conseisao' from Uberlândia/MG", term: "conseisao", location: VISITOR_LOCATIONS[2]!, page: 1 },
  { label: "'silv' from Uberlândia/MG, page 20", term: "silv", location: VISITOR_LOCATIONS[2]!, page: 20 },
  { label: "list (home, empty term) from São Paulo/SP", term: "", location: VISITOR_LOCATIONS[0]!, page: 1 },
];

/** Terms that find nothing, for the closest-name suggestions of the empty page (decision 051). */
export const SUGGESTION_TERMS = ["lurdis gonsalvez", "maria xyzw", "qeiroz"];
