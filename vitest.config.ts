import path from "node:path";
import { defineConfig } from "vitest/config";
import { enhanceScripts } from "./scripts/vite/enhance-plugin";

export default defineConfig({
  // The root layout inlines the enhancement scripts (virtual:enhance-scripts).
  plugins: [enhanceScripts(import.meta.dirname)],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Files in a worker share one migrated database (see tests/support/database.ts).
    isolate: false,
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", TZ: "America/Sao_Paulo" },
  },
});
