import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMailer } from "~/integrations/mail/mail.server";
import { setStorage } from "~/integrations/storage/storage.server";
import { currentDatabase, type DatabaseHandle, selectRows, setDatabase } from "~/db/client.server";
import { verifySecret } from "~/shared/auth/password.server";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { startup } from "./startup.server";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { migrateDatabase } from "../scripts/migrate";

/** Starts the app's data layer as `npm start` does, on a folder of its own. */
async function start(env: Record<string, string>): Promise<DatabaseHandle> {
  setConfig(parseConfig({ NODE_ENV: "test", ...env }));
  return startup();
}

async function counts(handle: DatabaseHandle) {
  const [row] = await selectRows<{ profiles: number; cemeteries: number; plans: number; contracts: number }>(
    handle.db,
    sql`select (select count(*)::int from profiles) as profiles, (select count(*)::int from cemeteries) as cemeteries,
               (select count(*)::int from plans) as plans, (select count(*)::int from contracts) as contracts`,
  );
  return row!;
}

describe("startup", () => {
  const previousConfig = config();
  const previousDb = currentDatabase();
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-startup-"));
  });
  afterAll(async () => {
    setConfig(previousConfig);
    setDatabase(previousDb);
    // Singletons built from the configuration of this test must not outlive it.
    setStorage(undefined);
    setMailer(undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("migrates, loads the demo once, and keeps the data on a second start", async () => {
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "Admin@Memorial.example", ADMIN_PASSWORD: "primeira-senha" };
    const first = await start(env);
    const before = await counts(first);
    expect(before.profiles).toBeGreaterThanOrEqual(40);
    expect(before.cemeteries).toBeGreaterThanOrEqual(10);
    expect(before).toMatchObject({ plans: 4, contracts: 8 });
    await first.close();

    const second = await start({ ...env, ADMIN_PASSWORD: "segunda-senha" });
    expect(await counts(second)).toEqual(before);
    const admins = await selectRows<{ email: string; type: string; password_hash: string }>(
      second.db,
      sql`select email, type, password_hash from users where type = 'admin'`,
    );
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe("admin@memorial.example");
    expect(await verifySecret("segunda-senha", admins[0]!.password_hash)).toBe(true);
    // The generated session secret is the database's, the same on the second start.
    const secrets = await selectRows<{ value: string }>(
      second.db,
      sql`select value from app_secrets where name = 'session'`,
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.value.length).toBeGreaterThanOrEqual(40);
    expect(await ensureSessionSecret()).toBe(secrets[0]!.value);
    await second.close();
  }, 120_000);

  it("with MIGRATE_ON_START=false refuses an unmigrated database, naming the step, and starts once migrated", async () => {
    const env = { DATA_DIR: path.join(dataDir, "own-step"), DEMO_DATA: "false", MIGRATE_ON_START: "false" };
    await expect(start(env)).rejects.toThrow(
      /not migrated: \d+ migration\(s\) not applied \(0000_extensions, .*npm run migrate/s,
    );
    expect(await migrateDatabase(env)).toMatchObject({
      database: "pglite",
      applied: expect.arrayContaining(["0000_extensions"]),
    });
    expect(await migrateDatabase(env)).toEqual({ database: "pglite", applied: [] });
    const handle = await start(env);
    expect(await counts(handle)).toMatchObject({ plans: 4, contracts: 8 });
    await handle.close();
  }, 60_000);

  it("starts with an empty catalogue when DEMO_DATA=false, plans and contracts still loaded", async () => {
    const handle = await start({ DATA_DIR: path.join(dataDir, "empty"), DEMO_DATA: "false" });
    expect(await counts(handle)).toEqual({ profiles: 0, cemeteries: 0, plans: 4, contracts: 8 });
    await handle.close();
  }, 60_000);
});
