// The second half of `npm run build` (after `react-router build`): compiles what plain `node` runs in
// production, beside the server bundle in BUILD_DIR (decision 037):
//   serve.js     the process (server.ts): HTTP server, probes, metrics, drain on SIGTERM
//   migrate.js   `npm run migrate`: applies the committed migrations and exits
//   seed/demo.js the demo content an empty demo site gets (DEMO_DATA=true)
// Packages stay imports of node_modules; the `~` alias (tsconfig paths) is resolved here.
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve(process.env.BUILD_DIR ?? "build");

await build({
  entryPoints: { serve: "serve.ts", migrate: "scripts/migrate.ts", "seed/demo": "scripts/seed/demo.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  // import.meta.env is Vite's; the code compiled here reads only whether it is a production build.
  define: { "import.meta.env.PROD": "true", "import.meta.env.DEV": "false" },
  logLevel: "warning",
});
console.log(`compiled serve.js, migrate.js and seed/demo.js into ${path.relative(process.cwd(), outdir) || "."}`);
