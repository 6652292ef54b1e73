import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentDatabase, type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import { viewUnsubscribe } from "~/features/notification-contacts/unsubscribe.server";
import { saveNotificationContact } from "~/features/notification-contacts/index.server";
import { unsubscribeToken } from "~/features/notification-contacts/unsubscribe-token.server";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { createProfile, createUser } from "../../tests/factories";
import { setupTestDatabase } from "../../tests/support/database";
import { ensureSessionSecret, forgetSessionSecret, storedSessionSecret } from "./secrets.server";

const { db } = setupTestDatabase();
const previousConfig = config();
const folders: string[] = [];
let main: DatabaseHandle;
/** The second process's connection to the same database (PostgreSQL), or the same handle (PGlite). */
let other: DatabaseHandle | undefined;

beforeEach(async () => {
  // setupTestDatabase's beforeEach has opened the worker's database by now.
  main = currentDatabase()!;
  other ??= process.env.TEST_DATABASE_URL ? await openDatabase({ url: workerUrl() }) : main;
});
afterEach(() => {
  setConfig(previousConfig);
  setDatabase(main);
});
afterAll(async () => {
  if (other && other !== main) await other.close();
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

/** Becomes "process" `name`: its own DATA_DIR (its own machine) and its own database connection. */
async function becomeProcess(handle: DatabaseHandle, env: Record<string, string> = {}): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-process-"));
  folders.push(dataDir);
  setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env }));
  setDatabase(handle);
  forgetSessionSecret();
}

describe("the session secret when SESSION_SECRET is not given", () => {
  it("two processes on two machines over one database use the same one: an unsubscribe link mailed by one opens on the other", async () => {
    const owner = actorOf(await createUser(db()));
    const profile = await createProfile(db(), { userId: owner.id, name: "Maria das Dores" });
    const contact = await saveNotificationContact(owner, {
      userId: owner.id,
      profileId: profile.id,
      contact: { name: "Ana", email: "ana@exemplo.com" },
    });

    await becomeProcess(main);
    const first = await ensureSessionSecret();
    const link = unsubscribeToken(first, contact.id);

    await becomeProcess(other!);
    expect(await ensureSessionSecret()).toBe(first);
    expect(await viewUnsubscribe(link)).toMatchObject({ memorialName: "Maria das Dores", unsubscribed: false });
  });

  it("processes starting together agree on one: the first offer stored wins, the others read it", async () => {
    await becomeProcess(main);
    // Eight first reads at once over the two connections: each offers its own random value.
    const offers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => storedSessionSecret((i % 2 ? other! : main).db)),
    );
    expect(new Set(offers).size).toBe(1);
    expect(offers[0]!.length).toBeGreaterThanOrEqual(40);
  });

  it("the secret an earlier version kept in DATA_DIR/session-secret becomes the database's, so its links keep working", async () => {
    await becomeProcess(main);
    const legacy = "k".repeat(10) + "0123456789abcdefghijklmnopqrstuvwxyz";
    await fs.writeFile(path.join(config().DATA_DIR, "session-secret"), legacy);
    expect(await ensureSessionSecret()).toBe(legacy);
    await becomeProcess(other!);
    expect(await ensureSessionSecret()).toBe(legacy);
  });

  it("SESSION_SECRET, when given, is the one used", async () => {
    const given = "um-segredo-de-sessao-longo-o-bastante-0123456789";
    await becomeProcess(main, { SESSION_SECRET: given });
    expect(await ensureSessionSecret()).toBe(given);
  });
});

/** The worker's database on TEST_DATABASE_URL (tests/support/database.ts names it so). */
function workerUrl(): string {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${base.pathname.slice(1) || "test"}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  return base.toString();
}
