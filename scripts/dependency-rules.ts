// The dependency rules of app/ (README.md, "Dependency rules"): dependency-cruiser with
// .dependency-cruiser.mjs, and the one rule it cannot express, no cycle between features.
// scripts/check-dependencies.ts runs them on this repository; tests/unit/dependency-rules.test.ts on
// small planted trees.
import { existsSync } from "node:fs";
import path from "node:path";
import { cruise, format, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(REPO_ROOT, ".dependency-cruiser.mjs");

/** What is cruised: the app and the server that starts it (what they import is followed). */
const ENTRY_POINTS = ["app", "server.ts"];

/**
 * Runs dependency-cruiser with the project's configuration over the tree at `baseDir` (a repository
 * with app/, server.ts and a tsconfig.json for the `~` alias). Paths in the result are relative to it.
 */
export async function cruiseTree(baseDir: string = REPO_ROOT): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfigFile = path.join(baseDir, "tsconfig.json");
  const { output } = await cruise(
    ENTRY_POINTS.filter((entry) => existsSync(path.join(baseDir, entry))),
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof output === "string") throw new Error("dependency-cruiser answered a report, not a result");
  return output;
}

/** dependency-cruiser's violations (every rule of .dependency-cruiser.mjs), one line each. */
export async function violationReport(result: ICruiseResult): Promise<string> {
  const { output } = await format(result, { outputType: "err" });
  return String(output);
}

/** The violations counted by rule name. */
export function countByRule(violations: readonly IViolation[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { rule } of violations) counts.set(rule.name, (counts.get(rule.name) ?? 0) + 1);
  return counts;
}

/** Test code: test files, their helpers, and everything under tests/ (the same list as the configuration). */
const TEST_CODE = /\.test\.tsx?$|\.test-helpers\.tsx?$|test-support|^tests\//;

/** The feature a module belongs to, or undefined outside app/features and for test code. */
function featureOf(source: string): string | undefined {
  if (TEST_CODE.test(source)) return undefined;
  return /^app\/features\/([^/]+)\//.exec(source)?.[1];
}

/** One import from one feature to another: the arrow `from → to` and a file-level example of it. */
export interface FeatureEdge {
  from: string;
  to: string;
  example: { source: string; target: string };
}

/** A cycle of features: `features[0] → features[1] → … → features[0]`, one example import per arrow. */
export interface FeatureCycle {
  features: string[];
  edges: FeatureEdge[];
}

/**
 * Features that reach each other (a strongly connected component): every arrow between two of them,
 * and the shortest cycle through each.
 */
export interface FeatureTangle {
  features: string[];
  edges: FeatureEdge[];
  cycles: FeatureCycle[];
}

/**
 * The cruise result collapsed to one node per app/features/<name> (test code left out), then its
 * strongly connected components of more than one feature: for each feature in one, the shortest
 * cycle through it (a cycle found from two of its features is listed once).
 */
export function featureCycles(result: ICruiseResult): FeatureTangle[] {
  const graph = new Map<string, Map<string, FeatureEdge>>();
  for (const module of result.modules) {
    const from = featureOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.couldNotResolve ? undefined : featureOf(dependency.resolved);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, FeatureEdge>();
      graph.set(from, edges);
      const known = edges.get(to);
      const example = { source: module.source, target: dependency.resolved };
      // The first example in file order, so the report does not change from run to run.
      if (!known || `${example.source} ${example.target}` < `${known.example.source} ${known.example.target}`) {
        edges.set(to, { from, to, example });
      }
    }
  }
  const successors = (feature: string) => [...(graph.get(feature)?.keys() ?? [])].sort();

  const tangles: FeatureTangle[] = [];
  for (const component of stronglyConnectedComponents([...graph.keys()].sort(), successors)) {
    if (component.length < 2) continue;
    const features = [...component].sort();
    const members = new Set(features);
    const cycles = new Map<string, FeatureCycle>();
    for (const start of features) {
      const found = shortestCycle(start, (feature) => successors(feature).filter((next) => members.has(next)));
      if (!found) continue;
      const ordered = rotateToSmallest(found);
      cycles.set(ordered.join(" "), {
        features: ordered,
        edges: ordered.map((from, index) => graph.get(from)!.get(ordered[(index + 1) % ordered.length]!)!),
      });
    }
    const edges = features.flatMap((from) =>
      successors(from)
        .filter((to) => members.has(to))
        .map((to) => graph.get(from)!.get(to)!),
    );
    tangles.push({ features, edges, cycles: [...cycles.values()] });
  }
  return tangles.sort((a, b) => a.features[0]!.localeCompare(b.features[0]!));
}

/** The feature cycles as text, one arrow a line with its example import. */
export function featureCycleReport(tangles: readonly FeatureTangle[]): string {
  return tangles
    .map(({ features, edges, cycles }) =>
      [
        `  error no-feature-cycle: ${features.length} features reach each other: ${features.join(", ")}`,
        "    The shortest cycle through each:",
        ...cycles.flatMap(({ features: cycle, edges: arrows }) => [
          `      ${[...cycle, cycle[0]].join(" → ")}`,
          ...arrows.map((arrow) => `        ${describe(arrow)}`),
        ]),
        `    Every import between them (${edges.length} arrows, one example each):`,
        ...edges.map((arrow) => `      ${describe(arrow)}`),
      ].join("\n"),
    )
    .join("\n\n");
}

function describe({ from, to, example }: FeatureEdge): string {
  return `${from} → ${to}: ${example.source} → ${example.target}`;
}

/** Tarjan's algorithm, iterative; components in the order they complete. */
function stronglyConnectedComponents(nodes: string[], successors: (node: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; next: string[] }[] = [];
    const visit = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: successors(node) });
    };
    visit(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const next = frame.next.shift();
      if (next !== undefined) {
        if (!index.has(next)) visit(next);
        else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** The shortest path from `start` back to itself (breadth first), without the closing repeat. */
function shortestCycle(start: string, successors: (node: string) => string[]): string[] | undefined {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of successors(node)) {
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  return undefined;
}

function rotateToSmallest(cycle: string[]): string[] {
  const smallest = cycle.indexOf([...cycle].sort()[0]!);
  return [...cycle.slice(smallest), ...cycle.slice(0, smallest)];
}
