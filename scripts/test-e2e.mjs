// End-to-end tests: installs Debian's Chromium when missing, builds the app when there is no
// build, then runs Playwright, which starts the built server on a fresh data folder.
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
if (!fs.existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  execSync("npx react-router build", { stdio: "inherit" });
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
