// Runs the service tests against PostgreSQL. Each test worker creates its own database next to
// the one TEST_DATABASE_URL names (default: the machine's local PostgreSQL).
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/memorial_test";
console.log(`Service tests against ${url.replace(/\/\/[^@]*@/, "//***@")}`);
const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
