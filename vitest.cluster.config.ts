import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The two-process suite (tests/cluster/, decision 038): production processes started by the
 * suite itself, run by `npm run test:cluster` after `npm run build`, never by `npm test`.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: { TZ: "America/Sao_Paulo" },
  },
});
