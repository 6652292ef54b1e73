import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhanceScripts } from "./scripts/vite/enhance-plugin";
import { firstLoadChunk } from "./scripts/vite/first-load-chunk";
import { LUCIDE_PURE_FUNCTIONS, lucideRuntime } from "./scripts/vite/lucide-drawings";
import { refuseInBrowser } from "./scripts/vite/refuse-in-browser";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server bundle's entry is the Express application, which mounts React Router and the API.
  build: isSsrBuild
    ? { rollupOptions: { input: "./app/app.server.ts" }, target: "node20" }
    : {
        rollupOptions: {
          // Features and pages hold no code that must run merely because it was imported (nothing
          // there registers itself at import time: app/composition/ wires explicitly), so a module
          // of theirs whose exports a browser bundle does not use is left out, even when reached
          // through a feature's public entry (decision 032). Elsewhere Rollup's own analysis stands.
          // lucide's per-icon modules are read for their drawings only; the component each one makes
          // is left out with lucide's runtime, and the build fails if a chunk carries it (decision 062).
          treeshake: {
            moduleSideEffects: (id) => !/\/app\/(features|pages)\//.test(id),
            manualPureFunctions: LUCIDE_PURE_FUNCTIONS,
          },
          // What every hydrated screen loads first (the client entry, the root and the shell): one chunk.
          output: {
            manualChunks: firstLoadChunk(
              "first-load",
              (id) => /entry\.client|\/app\/root\.tsx/.test(id),
              (id) =>
                /\/lucide-react\.mjs$|\/app\/shared\/ui\/icons\/index\.ts$|\/node_modules\/(zod|@conform-to)\/|\.(schema|contract)\.ts$/.test(
                  id,
                ),
            ),
          },
        },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    enhanceScripts(import.meta.dirname),
    ...(isSsrBuild ? [] : [refuseInBrowser(lucideRuntime, "icons are drawn from their data (~/shared/ui/icons)")]),
  ],
}));
