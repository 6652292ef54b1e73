import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:process`: tests of the compiled production process (tests/process/), run after
 * `npm run build` against BUILD_DIR. One file at a time: each starts servers of its own.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/process/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", TZ: "America/Sao_Paulo" },
  },
});
