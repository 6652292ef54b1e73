// `npm run bench`: runs the TypeScript benchmark with tsx (the app's own modules, path aliases
// included). Not part of CI; see docs/performance.md.
import { spawn } from "node:child_process";

const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/main.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
});
// Ctrl-C reaches the child too (same process group); wait for it to drop its scratch database.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
