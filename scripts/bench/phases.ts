/** The measured phases: search, cemetery page, memorial page service and sitemap, in this process. */
import { cemeteryProfiles } from "~/features/cemeteries/cemeteries.server";
import { searchProfiles } from "~/features/profile-search/search.server";
import { suggestProfileNames } from "~/features/profile-search/suggestions.server";
import { sitemapPartDocument, sitemapPlan } from "~/features/seo/sitemap.server";
import { wireRequestContext } from "~/composition/request-context.server";
import { buildRequestContext, type RequestContext } from "~/shared/http/request-context.server";
import {
  type CapturingDatabase,
  explain,
  type ExplainedQuery,
  OTHER_SEARCHES,
  SEARCH_TERMS,
  SUGGESTION_TERMS,
  VISITOR_LOCATIONS,
} from "./queries";
import { type LatencyStats, latencyStats, statsLine, timeCalls } from "./stats";

export interface PhaseResult {
  name: string;
  stats: LatencyStats;
  target?: number;
  details: string[];
  plans: ExplainedQuery[];
}

type Log = (line: string) => void;

function printPlans(log: Log, title: string, plans: ExplainedQuery[]) {
  for (const [i, plan] of plans.entries()) {
    log(`\n--- EXPLAIN (ANALYZE, BUFFERS): ${title}, statement ${i + 1} ---`);
    log(plan.query.replace(/\s+/g, " ").slice(0, 400));
    log(plan.plan);
  }
}

export async function searchPhase(database: CapturingDatabase, log: Log, iterations: number): Promise<PhaseResult> {
  const inputs = SEARCH_TERMS.flatMap((term) => VISITOR_LOCATIONS.map((location) => ({ term, location })));
  const { all, byInput } = await timeCalls(inputs, (input) => searchProfiles({ ...input, page: 1, limit: 6 }), {
    iterations,
    warmup: inputs.length,
  });
  const details = SEARCH_TERMS.map((term) => {
    const samples = [...byInput].filter(([input]) => input.term === term).flatMap(([, values]) => values);
    return statsLine(`  term '${term}'`, latencyStats(samples));
  });
  const plans: ExplainedQuery[] = [];
  for (const term of SEARCH_TERMS) {
    const captured = await database.capture(() =>
      searchProfiles({ term, location: VISITOR_LOCATIONS[0]!, page: 1, limit: 6 }),
    );
    const explained = await explain(database.client, captured);
    if (term === "silv" || term === "brag") printPlans(log, `search '${term}' from São Paulo/SP`, explained);
    plans.push(...explained);
  }
  details.push("  not in the mix above (10 calls each):");
  for (const other of OTHER_SEARCHES) {
    const call = () => searchProfiles({ term: other.term, location: other.location, page: other.page, limit: 6 });
    const { all: samples } = await timeCalls([other], call, { iterations: 10, warmup: 1 });
    details.push(statsLine(`  ${other.label}`, latencyStats(samples)));
    const explained = await explain(database.client, await database.capture(call));
    if (other.term === "belo") printPlans(log, `search ${other.label}`, explained);
    plans.push(...explained);
  }
  for (const term of SUGGESTION_TERMS) {
    const call = () => suggestProfileNames(term);
    const { all: samples } = await timeCalls([term], call, { iterations: 10, warmup: 1 });
    details.push(statsLine(`  suggestions for '${term}' (${(await call()).length} names)`, latencyStats(samples)));
    plans.push(...(await explain(database.client, await database.capture(call))));
  }
  return {
    name: "profile search (4 letters, by location), page 1",
    stats: latencyStats(all),
    target: 20,
    details,
    plans,
  };
}

export interface CemeteryChoice {
  id: number;
  memorials: number;
}

export async function cemeteryPhase(
  database: CapturingDatabase,
  log: Log,
  cemeteries: CemeteryChoice[],
  iterations: number,
): Promise<PhaseResult> {
  const inputs = cemeteries.flatMap(({ id, memorials }) => {
    const last = Math.max(1, Math.ceil(memorials / 6));
    return [
      { id, page: 1, label: `cemetery ${id} (${memorials} memorials), page 1` },
      { id, page: Math.min(last, 20), label: `cemetery ${id}, page ${Math.min(last, 20)}` },
      { id, page: last, label: `cemetery ${id}, last page (${last})` },
    ];
  });
  const { all, byInput } = await timeCalls(inputs, (input) => cemeteryProfiles(input.id, { page: input.page }), {
    iterations,
    warmup: inputs.length,
  });
  const details = [...byInput].map(([input, samples]) => statsLine(`  ${input.label}`, latencyStats(samples)));
  const plans: ExplainedQuery[] = [];
  for (const input of [inputs[0]!, inputs[2]!]) {
    const explained = await explain(
      database.client,
      await database.capture(() => cemeteryProfiles(input.id, { page: input.page })),
    );
    printPlans(log, input.label, explained);
    plans.push(...explained);
  }
  return { name: "cemetery memorial list (6 per page, by name)", stats: latencyStats(all), details, plans };
}

/**
 * The memorial page's data (no rendering), and the plans of every statement it sends. Loaded
 * dynamically: the page is its own feature and may change shape without breaking the bench.
 */
export async function memorialServicePhase(
  database: CapturingDatabase,
  log: Log,
  usernames: string[],
  iterations: number,
): Promise<PhaseResult | null> {
  let load: (ctx: RequestContext, request: Request, params: { username: string }) => Promise<unknown>;
  try {
    ({ loadMemorialPage: load } = await import("~/pages/memorial/memorial-page.server"));
  } catch (error) {
    log(`(memorial page service not available: ${(error as Error).message})`);
    return null;
  }
  wireRequestContext();
  const call = (username: string) => {
    const url = `http://127.0.0.1/profile/${encodeURIComponent(username)}`;
    // An anonymous visitor: a fresh context per call, as the server builds one per request.
    const ctx = buildRequestContext({ protocol: "http", host: "127.0.0.1", ip: "127.0.0.1" });
    return load(ctx, new Request(url), { username });
  };
  const { all } = await timeCalls(usernames, call, { iterations, warmup: usernames.length });
  const plans: ExplainedQuery[] = [];
  for (const [i, username] of [usernames[0]!, usernames.at(-1)!].entries()) {
    const explained = await explain(database.client, await database.capture(() => call(username)));
    if (i === 0) printPlans(log, `memorial page data of ${username} (popular)`, explained);
    plans.push(...explained);
  }
  return { name: "memorial page data (loader services only)", stats: latencyStats(all), details: [], plans };
}

export async function sitemapPhase(iterations: number): Promise<PhaseResult> {
  const base = "https://memorial.example";
  const plan = await sitemapPlan();
  const firstProfiles = plan.parts.findIndex((part) => part.kind === "profiles") + 1;
  const sizes: number[] = [];
  const { all: index } = await timeCalls([0], () => sitemapPlan(), { iterations, warmup: 1 });
  const { all: parts } = await timeCalls(
    [firstProfiles, plan.parts.length],
    async (n) => sizes.push(((await sitemapPartDocument(base, n)) ?? "").split("<url>").length - 1),
    { iterations, warmup: 1 },
  );
  return {
    name: "sitemap part of memorials (up to 45,000 URLs)",
    stats: latencyStats(parts),
    details: [
      statsLine("  sitemap index (counts only)", latencyStats(index)),
      `  ${plan.urlCount.toLocaleString("en")} URLs in ${plan.parts.length} parts; memorial parts measured hold ${Math.min(...sizes).toLocaleString("en")}–${Math.max(...sizes).toLocaleString("en")} URLs`,
    ],
    plans: [],
  };
}
