// @ts-check
// The layering of app/ (README.md, "Dependency rules"). `npm run lint:deps` (scripts/check-dependencies.ts)
// cruises app/ and server.ts with this file, following what they import, then checks the one rule
// dependency-cruiser cannot express: no cycle between features (scripts/dependency-rules.ts).
// tests/unit/dependency-rules.test.ts plants one violation of each rule in a temporary tree and
// checks that this rule, and only it, reports it.
//
// Paths are relative to the repository: "app/features/payments/x.ts", "server.ts". Only app/ and
// server.ts are judged as importers; scripts/ and tests/ only as what they import.

/** Test code: test files, their helpers, and everything under tests/. */
const TEST = ["\\.test\\.tsx?$", "\\.test-helpers\\.tsx?$", "test-support", "^tests/"];

/** Files directly in app/ (app.server.ts, startup.server.ts, root.tsx, routes.ts...). */
const APP_ROOT = "^app/[^/]+$";

/**
 * Context modules directly in app/ that hold nothing but types, which features may import:
 * load-context.ts only augments React Router's AppLoadContext.
 */
const APP_ROOT_TYPES_ONLY = "^app/load-context\\.ts$";

/**
 * The floors: they hold what features build on and know nothing above them. (app/enhance, the public
 * pages' browser scripts, sits beside the pages: it reaches features through their public entries.)
 */
const FLOORS = "^app/(db|shared|integrations)/";

/** A feature's public entries: the only files code outside the feature may import. */
const PUBLIC_ENTRY = "^app/features/[^/]+/(index(\\.server)?|enhance)\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      // Type-only imports count too (tsPreCompilationDeps below): a cycle of types still ties the
      // files together.
      name: "no-circular",
      comment: "A module depends on itself through a chain of imports. Break the cycle.",
      severity: "error",
      from: { path: "^(app/|server\\.ts$)" },
      to: { circular: true },
    },
    {
      // Outside a feature (pages, composition roots, app/*.ts, server.ts), a feature is reached only
      // through app/features/<name>/index.ts or index.server.ts. (The floors may not import a
      // feature at all: floors-no-features.)
      name: "feature-public-entry",
      comment:
        "Code outside a feature imports it only through app/features/<name>/index.ts (client-safe) " +
        "or index.server.ts (server services).",
      severity: "error",
      // app/routes.ts is the exception: the route table names route modules inside features by path
      // (React Router loads it without the ~ alias), and reads the contract pages' catalogue.
      from: { path: "^(app/|server\\.ts$)", pathNot: ["^app/features/", "^app/routes\\.ts$", FLOORS, ...TEST] },
      to: { path: "^app/features/[^/]+/", pathNot: PUBLIC_ENTRY },
    },
    {
      // The same rule seen from another feature: inside its own folder a feature imports anything,
      // another feature only through that feature's public entries. Tests may reach in.
      name: "feature-public-entry",
      comment: "A feature imports another feature only through app/features/<name>/index.ts or index.server.ts.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: TEST },
      to: { path: "^app/features/[^/]+/", pathNot: ["^app/features/$1/", PUBLIC_ENTRY] },
    },
    {
      // Payments sells products it does not know: each product implements the port
      // (app/features/payments/product-port.ts) in its own feature and app/composition/ registers it.
      name: "payments-know-no-product",
      comment: "Payments imports no feature but the ledger; products plug in through the product port.",
      severity: "error",
      from: { path: "^app/features/payments/", pathNot: TEST },
      to: { path: "^app/features/", pathNot: "^app/features/(payments|ledger)/" },
    },
    {
      name: "floors-no-features",
      comment: "app/db, app/shared and app/integrations never import a feature (their tests may).",
      severity: "error",
      from: { path: FLOORS, pathNot: TEST },
      to: { path: "^app/features/" },
    },
    {
      name: "floors-no-app-root",
      comment:
        "app/db, app/shared and app/integrations never import the files directly in app/ " +
        "(the app's assembly: startup, servers, root route, route table); their tests may.",
      severity: "error",
      from: { path: FLOORS, pathNot: TEST },
      to: { path: APP_ROOT },
    },
    {
      name: "no-pages-from-below",
      comment: "app/pages composes features; nothing it builds on (features, floors, composition roots) imports it.",
      severity: "error",
      from: { path: "^app/(features|shared|db|integrations|enhance|composition)/", pathNot: TEST },
      to: { path: "^app/pages/" },
    },
    {
      name: "composition-only-from-app-root",
      comment:
        "app/composition (composition roots) is imported only by the files directly in app/, server.ts, " +
        "scripts and test code.",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/composition/", APP_ROOT, ...TEST] },
      to: { path: "^app/composition/" },
    },
    {
      name: "features-no-app-root",
      comment:
        "A feature never imports the files directly in app/ (startup, servers, root route, route table); " +
        "app/load-context.ts, which holds only types, is the exception.",
      severity: "error",
      from: { path: "^app/features/", pathNot: TEST },
      to: { path: APP_ROOT, pathNot: APP_ROOT_TYPES_ONLY },
    },
    {
      name: "app-no-scripts-or-tests",
      comment: "Production code in app/ and server.ts never imports scripts/ or tests/; test code may.",
      severity: "error",
      from: { path: "^(app/|server\\.ts$)", pathNot: TEST },
      to: { path: "^(scripts|tests)/" },
    },
    {
      // Test helpers kept next to the code (x.test-helpers.ts, dom-test-support.tsx) are test code
      // too. (A production import of tests/ or scripts/ is app-no-scripts-or-tests.)
      name: "no-test-helpers-in-production",
      comment: "Production code never imports a *.test-helpers.ts file or a test-support module.",
      severity: "error",
      from: { path: "^(app/|server\\.ts$)", pathNot: TEST },
      to: { path: ["\\.test-helpers\\.tsx?$", "test-support"], pathNot: "^(scripts|tests)/" },
    },
    {
      // Virtual modules and route types are excluded from the graph (options.exclude below).
      name: "not-to-unresolvable",
      comment: "An import that resolves to no file: a typo, a moved file, or a package missing from package.json.",
      severity: "error",
      from: { path: "^(app/|server\\.ts$)" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    // Left out of the graph: build output, React Router's generated files, Vite's virtual modules
    // (virtual:*) and React Router's route types (./+types/<route>, which TypeScript finds through
    // tsconfig's rootDirs in .react-router/types and no resolver does). An import with a Vite suffix
    // (./logo.svg?url, ./x.md?raw) resolves to the file it names and is a dependency of that file.
    exclude: { path: ["^(build|build-[^/]+|\\.react-router|node_modules)/", "^virtual:", "(^|/)\\+types/"] },
    // Type-only imports are dependencies too (import type, import { type X }).
    tsPreCompilationDeps: true,
    // The ~/* alias of tsconfig.json.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".mts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
