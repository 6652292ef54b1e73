// The dependency rules (.dependency-cruiser.mjs and the feature-cycle check of
// scripts/dependency-rules.ts) on small trees written to a temporary folder: a clean tree that
// breaks no rule, then the same tree with one violation planted, which that rule, and only it, reports.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cruiseTree, featureCycles } from "../../scripts/dependency-rules";

/** File path → content. */
type Tree = Record<string, string>;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    baseUrl: ".",
    paths: { "~/*": ["./app/*"] },
    module: "ES2022",
    moduleResolution: "bundler",
    jsx: "react-jsx",
  },
});

/**
 * A tree that keeps every rule: features reached through their public entries (index.ts,
 * index.server.ts), a page composing two features, a composition root imported by an app-level file,
 * floors importing floors, type-only context from app/load-context.ts, test code reaching into
 * features, tests/ and a test helper, and imports no resolver sees (virtual:*, ./+types/*, ?url).
 */
const CLEAN: Tree = {
  "tsconfig.json": TSCONFIG,
  "server.ts": 'import { app } from "./app/app.server";\nexport default app;\n',
  "app/app.server.ts":
    'import { jobs } from "~/composition/jobs";\nimport { registry } from "./composition/registry";\n' +
    'import { pay } from "~/features/orders/index.server";\nexport const app = [jobs, registry, pay];\n',
  "app/load-context.ts": "export interface Context {\n  requestId: string;\n}\n",
  "app/composition/registry.ts": "export const registry = new Map<string, unknown>();\n",
  "app/composition/jobs.ts":
    'import { settle } from "~/features/orders/index.server";\nimport { registry } from "./registry";\n' +
    "export const jobs = [settle, registry];\n",
  "app/db/schema.ts": 'export const payments = "payments";\n',
  "app/shared/format.ts": "export const format = (n: number) => String(n);\n",
  "app/shared/logo.svg": "<svg/>\n",
  "app/shared/assets.ts":
    'import logo from "./logo.svg?url";\nimport SCRIPTS from "virtual:enhance-scripts";\n' +
    "export const assets = [logo, SCRIPTS];\n",
  "app/shared/dom-test-support.tsx": "export const render = () => <div />;\n",
  "app/integrations/mail.ts": 'import { format } from "~/shared/format";\nexport const mail = format;\n',
  "app/enhance/shell.ts":
    'import { format } from "../shared/format";\nimport { LABELS } from "~/features/plans/enhance";\n' +
    "export const shell = [format, LABELS];\n",
  "app/features/plans/enhance.ts": 'export const LABELS = ["Ouro"];\n',
  // A floor's test may reach into a feature and the app's assembly.
  "app/shared/format.test.ts":
    'import { TIERS } from "~/features/plans/tiers";\nimport routes from "../routes";\nexport const t = [TIERS, routes];\n',
  // The route table names route modules inside features and may read their catalogues.
  "app/routes.ts": 'import { PLAN_PAGES } from "./features/plans/plans.catalog";\nexport default PLAN_PAGES;\n',
  "app/features/plans/plans.catalog.ts": 'export const PLAN_PAGES = ["planos"];\n',
  "app/enhance/shell.test.ts": 'import { render } from "~/shared/dom-test-support";\nexport const t = render;\n',
  "app/features/plans/index.ts": 'export { TIERS } from "./tiers";\n',
  "app/features/plans/index.server.ts": 'export { termOf } from "./term.server";\n',
  "app/features/plans/tiers.ts": 'import { format } from "~/shared/format";\nexport const TIERS = [format(1)];\n',
  "app/features/plans/term.server.ts":
    'import { payments } from "~/db/schema";\nimport { TIERS } from "./tiers";\nexport const termOf = () => [payments, TIERS];\n',
  // Were test code counted, this arrow and orders → plans would make a cycle of features.
  "app/features/plans/tiers.test.ts":
    'import { pay } from "~/features/orders/pay.server";\nimport { TIERS } from "./tiers";\nexport const t = [pay, TIERS];\n',
  "app/features/orders/index.server.ts": 'export { pay, settle } from "./pay.server";\n',
  "app/features/orders/pay.server.ts":
    'import { termOf } from "~/features/plans/index.server";\nimport { mail } from "~/integrations/mail";\n' +
    'import type { Context } from "~/load-context";\n' +
    "export const pay = (context: Context) => [termOf(), mail, context.requestId];\nexport const settle = pay;\n",
  "app/features/orders/pay.test-helpers.ts": "export const fakePayment = { id: 1 };\n",
  "app/features/orders/pay.test.ts":
    'import { TIERS } from "~/features/plans/tiers";\nimport { database } from "../../../tests/support/database";\n' +
    'import { fakePayment } from "./pay.test-helpers";\nimport { pay } from "./pay.server";\n' +
    "export const t = [TIERS, database, fakePayment, pay];\n",
  "app/pages/memorial.tsx":
    'import type { Route } from "./+types/memorial";\nimport { TIERS } from "~/features/plans";\n' +
    'import { pay } from "~/features/orders/index.server";\nimport { payments } from "~/db/schema";\n' +
    'import { mail } from "~/integrations/mail";\nimport { format } from "~/shared/format";\n' +
    "export const loader = (_: Route.LoaderArgs) => [TIERS, pay, payments, mail];\n" +
    "export default function Memorial() {\n  return <p>{format(1)}</p>;\n}\n",
  "app/pages/about.tsx": "export default function About() {\n  return <p />;\n}\n",
  "tests/support/database.ts": "export const database = {};\n",
  "scripts/seed.ts": "export const seed = 1;\n",
};

/** A planted violation: files changed or added to the clean tree, and what should be reported. */
interface Case {
  name: string;
  files: Tree;
  /** `rule: from → to` for each violation dependency-cruiser should report. */
  violations: string[];
}

const CASES: Case[] = [
  {
    name: "a cycle between two files",
    files: {
      "app/shared/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "app/shared/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    },
    // One violation a cycle, reported from its first file.
    violations: ["no-circular: app/shared/a.ts → app/shared/b.ts"],
  },
  {
    name: "a cycle closed by a type-only import",
    files: {
      "app/shared/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "app/shared/b.ts": 'import type { A } from "./a";\nexport const b = (a: A) => a;\nexport type B = typeof b;\n',
    },
    violations: ["no-circular: app/shared/a.ts → app/shared/b.ts"],
  },
  {
    name: "a page importing a feature's inner file",
    files: { "app/pages/about.tsx": 'import { TIERS } from "~/features/plans/tiers";\nexport const about = TIERS;\n' },
    violations: ["feature-public-entry: app/pages/about.tsx → app/features/plans/tiers.ts"],
  },
  {
    name: "a feature importing another feature's inner file",
    files: {
      "app/features/orders/pay.server.ts":
        'import { termOf } from "../plans/term.server";\nexport const pay = () => termOf();\nexport const settle = pay;\n',
    },
    violations: ["feature-public-entry: app/features/orders/pay.server.ts → app/features/plans/term.server.ts"],
  },
  {
    name: "a floor importing a feature",
    files: { "app/shared/labels.ts": 'import { TIERS } from "~/features/plans";\nexport const labels = TIERS;\n' },
    violations: ["floors-no-features: app/shared/labels.ts → app/features/plans/index.ts"],
  },
  {
    name: "a floor importing a feature's inner file",
    files: { "app/db/tiers.ts": 'import { TIERS } from "~/features/plans/tiers";\nexport const tiers = TIERS;\n' },
    violations: ["floors-no-features: app/db/tiers.ts → app/features/plans/tiers.ts"],
  },
  {
    name: "a floor importing a file directly in app/",
    files: { "app/shared/ui/shell.ts": 'import routes from "../../routes";\nexport const shell = routes;\n' },
    violations: ["floors-no-app-root: app/shared/ui/shell.ts → app/routes.ts"],
  },
  {
    name: "payments importing a product's feature",
    files: {
      "app/features/tributes/index.server.ts": 'export const tributeProduct = { label: "Homenagem" };\n',
      "app/features/payments/pay.server.ts":
        'import { tributeProduct } from "~/features/tributes/index.server";\nimport { termOf } from "~/features/plans/index.server";\n' +
        "export const pay = () => [tributeProduct, termOf()];\nexport const settle = pay;\n",
    },
    violations: [
      "payments-know-no-product: app/features/payments/pay.server.ts → app/features/plans/index.server.ts",
      "payments-know-no-product: app/features/payments/pay.server.ts → app/features/tributes/index.server.ts",
    ],
  },
  {
    name: "a feature importing a page",
    files: {
      "app/features/plans/tiers.ts": 'import About from "~/pages/about";\nexport const TIERS = [About];\n',
    },
    violations: ["no-pages-from-below: app/features/plans/tiers.ts → app/pages/about.tsx"],
  },
  {
    name: "a feature importing a composition root",
    files: {
      "app/features/plans/tiers.ts":
        'import { registry } from "~/composition/registry";\nexport const TIERS = [registry];\n',
    },
    violations: ["composition-only-from-app-root: app/features/plans/tiers.ts → app/composition/registry.ts"],
  },
  {
    name: "a page importing a composition root",
    files: {
      "app/pages/about.tsx": 'import { registry } from "~/composition/registry";\nexport const about = registry;\n',
    },
    violations: ["composition-only-from-app-root: app/pages/about.tsx → app/composition/registry.ts"],
  },
  {
    name: "a feature importing a file directly in app/",
    files: { "app/features/plans/tiers.ts": 'import routes from "~/routes";\nexport const TIERS = [routes];\n' },
    violations: ["features-no-app-root: app/features/plans/tiers.ts → app/routes.ts"],
  },
  {
    name: "production code importing tests/",
    files: {
      "app/shared/format.ts":
        'import { database } from "../../tests/support/database";\nexport const format = database;\n',
    },
    violations: ["app-no-scripts-or-tests: app/shared/format.ts → tests/support/database.ts"],
  },
  {
    name: "server.ts importing scripts/",
    files: { "server.ts": 'import { seed } from "./scripts/seed";\nexport default seed;\n' },
    violations: ["app-no-scripts-or-tests: server.ts → scripts/seed.ts"],
  },
  {
    name: "production code importing a test helper",
    files: {
      "app/features/orders/pay.server.ts":
        'import { fakePayment } from "./pay.test-helpers";\nexport const pay = () => fakePayment;\nexport const settle = pay;\n',
    },
    violations: [
      "no-test-helpers-in-production: app/features/orders/pay.server.ts → app/features/orders/pay.test-helpers.ts",
    ],
  },
  {
    name: "an import of a file that does not exist",
    files: { "app/shared/format.ts": 'import { gone } from "./gone";\nexport const format = gone;\n' },
    violations: ["not-to-unresolvable: app/shared/format.ts → ./gone"],
  },
];

const scratch = realpathSync(mkdtempSync(path.join(os.tmpdir(), "dependency-rules-")));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let trees = 0;
/** Writes the clean tree with `files` changed or added, in a folder of its own. */
function plant(files: Tree): string {
  trees += 1;
  const root = path.join(scratch, String(trees));
  for (const [file, content] of Object.entries({ ...CLEAN, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** What the guard reports on a tree: dependency-cruiser's violations and the cycles between features. */
async function guard(files: Tree) {
  const result = await cruiseTree(plant(files));
  return {
    violations: result.summary.violations
      .map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
      .sort((a, b) => a.localeCompare(b)),
    cycles: featureCycles(result),
    modules: result.modules.map((module) => module.source),
  };
}

describe("dependency rules", () => {
  it("report nothing on a tree that keeps them", async () => {
    const { violations, cycles, modules } = await guard({});
    expect(violations).toEqual([]);
    expect(cycles).toEqual([]);
    // The tree was read, through the ~ alias: tests/ is reached only from a test file.
    expect(modules).toContain("tests/support/database.ts");
    expect(modules).toContain("app/pages/memorial.tsx");
  });

  it.each(CASES)("report $name, by that rule only", async ({ files, violations }) => {
    const found = await guard(files);
    expect(found.violations).toEqual([...violations].sort((a, b) => a.localeCompare(b)));
    expect(found.cycles).toEqual([]);
  });

  it("report a cycle between features through their public entries, by the feature-cycle check only", async () => {
    const { violations, cycles } = await guard({
      // plans → orders, while orders → plans (pay.server.ts): no cycle of files, one of features.
      "app/features/plans/upgrade.server.ts":
        'import { pay } from "~/features/orders/index.server";\nexport const upgrade = pay;\n',
    });
    expect(violations).toEqual([]);
    expect(cycles).toEqual([
      {
        features: ["orders", "plans"],
        edges: [
          {
            from: "orders",
            to: "plans",
            example: { source: "app/features/orders/pay.server.ts", target: "app/features/plans/index.server.ts" },
          },
          {
            from: "plans",
            to: "orders",
            example: {
              source: "app/features/plans/upgrade.server.ts",
              target: "app/features/orders/index.server.ts",
            },
          },
        ],
        cycles: [
          {
            features: ["orders", "plans"],
            edges: [
              {
                from: "orders",
                to: "plans",
                example: {
                  source: "app/features/orders/pay.server.ts",
                  target: "app/features/plans/index.server.ts",
                },
              },
              {
                from: "plans",
                to: "orders",
                example: {
                  source: "app/features/plans/upgrade.server.ts",
                  target: "app/features/orders/index.server.ts",
                },
              },
            ],
          },
        ],
      },
    ]);
  });
});
