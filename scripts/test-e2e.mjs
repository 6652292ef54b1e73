// End-to-end tests: installs Debian's Chromium when missing, builds the app when there is no
// build, then runs Playwright, which starts the compiled server (build/serve.js) on a fresh data folder.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.log("Chromium not found: installing Debian's chromium package");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends chromium`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || !fs.existsSync(`${buildDir}/serve.js`)) {
  execSync("npm run build", { stdio: "inherit" });
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
