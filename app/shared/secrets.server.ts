import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/shared/config.server";

/** Kept per file, so a process (or a test worker) that changes DATA_DIR reads the right one. */
let sessionSecret: { file: string; value: string } | undefined;

/** SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export async function ensureSessionSecret(): Promise<string> {
  const c = config();
  if (c.SESSION_SECRET) return c.SESSION_SECRET;
  const file = path.resolve(c.DATA_DIR, "session-secret");
  if (sessionSecret?.file === file) return sessionSecret.value;
  let value: string;
  try {
    value = (await fs.readFile(file, "utf8")).trim();
  } catch {
    await fs.mkdir(path.dirname(file), { recursive: true });
    value = randomBytes(32).toString("base64url");
    await fs.writeFile(file, value, { mode: 0o600, flag: "wx" }).catch(async () => {
      value = (await fs.readFile(file, "utf8")).trim();
    });
  }
  sessionSecret = { file, value };
  return value;
}
