import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, asc, eq, sql } from "drizzle-orm";
import { currentDatabase, type DatabaseHandle, openDatabase, selectRows, setDatabase } from "~/db/client.server";
import { assertMigrated } from "~/db/migrations.server";
import { profiles, users } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import type { Storage } from "~/integrations/storage/storage";
import { startJobs, startPaymentJobs } from "~/composition/jobs.server";
import { syncContracts } from "~/features/contracts/index.server";
import { startUpdateNoticeSchedule } from "~/features/notification-contacts/index.server";
import { oweMissingPrintFiles } from "~/features/plaques/index.server";
import { syncPlans } from "~/features/plans/index.server";
import { manageMemorial } from "~/features/profiles/index.server";
import { requestVideo } from "~/features/video/index.server";
import { storage } from "~/integrations/storage/storage.server";
import { hashSecret } from "~/shared/auth/password.server";
import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";
import { ensureSessionSecret } from "~/shared/secrets.server";

const SEED_LOCK = 727_274_002;

/** Opens and migrates the database, loads reference and demo data, and ensures the admin. */
export async function startup(): Promise<DatabaseHandle> {
  const c = config();
  const log = logger();
  const handle = await openDatabase(
    c.DATABASE_URL
      ? { url: c.DATABASE_URL, poolMax: c.DATABASE_POOL_MAX }
      : { dataDir: path.resolve(c.DATA_DIR, "pglite") },
  );
  // Migrations at start are the demo's default; a deployment may run `npm run migrate` as its own
  // step and start with MIGRATE_ON_START=false, which refuses a database that lacks one.
  if (c.MIGRATE_ON_START) {
    await handle.migrate();
    log.info({ database: handle.kind }, "database migrated");
  } else {
    try {
      await assertMigrated(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  setDatabase(handle);
  await syncPlans();
  const contracts = await syncContracts();
  if (contracts) log.info({ contracts }, "contract versions stored");
  const seeded = c.DEMO_DATA && (await seedIfEmpty(handle));
  if (c.ADMIN_EMAIL && c.ADMIN_PASSWORD) await ensureAdmin(handle, c.ADMIN_EMAIL, c.ADMIN_PASSWORD);
  await ensureSessionSecret();
  // Notification contacts hear of a memorial's edits once they settle (decision 020).
  if (c.NODE_ENV !== "test") {
    startUpdateNoticeSchedule({
      secret: await ensureSessionSecret(),
      quietMinutes: c.NOTIFY_QUIET_MINUTES,
      intervalMs: c.NOTIFY_INTERVAL_SECONDS * 1000,
    });
  }
  // Reconciliation, receipts and the e-mail payments owe for other features (composed there).
  if (c.NODE_ENV !== "test") await startPaymentJobs();
  // The job queue's workers (decision 044): slow work owed by requests runs here, once across processes.
  if (c.NODE_ENV !== "test") await startJobs();
  if (seeded && c.NODE_ENV !== "test") await requestDemoVideo(c.PUBLIC_URL || `http://localhost:${c.PORT}`);
  // The demo's printed cards in production get their print file drawn (decision 049).
  if (seeded && c.NODE_ENV !== "test")
    await oweMissingPrintFiles().catch((error: unknown) => log.warn({ err: error }, "demo print files not requested"));
  return handle;
}

/**
 * The freshly seeded demo's Diamante memorial (the demo account's) gets its custom video from the
 * job queue, as its family would ask for it: after the seed committed, never inside it (decision
 * 048). A failure (no ffmpeg here) is logged; the site starts all the same.
 */
async function requestDemoVideo(origin: string): Promise<void> {
  try {
    const [owner] = await currentDatabase()!
      .db.select({ id: users.id, name: users.name, email: users.email, type: users.type, username: profiles.username })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.type, "Diamante"), eq(users.email, DEMO_ACCOUNT)))
      .orderBy(asc(profiles.createdAt), asc(profiles.username))
      .limit(1);
    if (!owner) return;
    const actor = { id: owner.id, name: owner.name, email: owner.email, type: owner.type, sessionId: "startup" };
    const { view } = await manageMemorial(actor, owner.username);
    const jobId = await requestVideo({ actor, view, origin, music: true });
    logger().info({ jobId, username: owner.username }, "demo video requested");
  } catch (error) {
    logger().warn({ err: error }, "demo video not requested");
  }
}

/** The demo seed's family account (scripts/seed/data/users.ts), owner of a Diamante memorial. */
const DEMO_ACCOUNT = "demo@memorial.example";

/** Demo content goes into an empty catalogue once, atomically, even with several processes; true if this one did. */
async function seedIfEmpty(handle: DatabaseHandle): Promise<boolean> {
  return handle.db.transaction(async (tx) => {
    if (handle.kind === "postgres") await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [state] = await selectRows<{ filled: boolean }>(
      tx,
      sql`select exists(select 1 from profiles) or exists(select 1 from cemeteries) as filled`,
    );
    if (state?.filled) return false;
    const started = Date.now();
    const { seedDemoContent } = await loadDemoSeed();
    const summary = await seedDemoContent(tx, storage(), { today: new Date() });
    logger().info({ summary, ms: Date.now() - started }, "demo content loaded");
    return true;
  });
}

/**
 * The demo seed is a script (scripts/seed/, with the factories the tests share), not product code:
 * it is loaded by path only when an empty demo site needs it, so the server bundle holds none of it.
 * The build compiles it into BUILD_DIR/seed/demo.js (scripts/build-server.mjs), which plain `node`
 * runs; in development and tests the TypeScript source is loaded.
 */
async function loadDemoSeed(): Promise<{ seedDemoContent: DemoSeed }> {
  const file = import.meta.env.PROD
    ? path.resolve(process.env.BUILD_DIR ?? "build", "seed/demo.js")
    : path.resolve(process.cwd(), "scripts/seed/demo.ts");
  const url = pathToFileURL(file).href;
  return (await import(/* @vite-ignore */ url)) as { seedDemoContent: DemoSeed };
}

type DemoSeed = (tx: Tx, store: Storage, options: { today: Date }) => Promise<unknown>;

async function ensureAdmin(handle: DatabaseHandle, email: string, password: string): Promise<void> {
  const passwordHash = await hashSecret(password);
  const normalized = email.trim().toLowerCase();
  const [existing] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalized}`);
  if (existing) {
    await handle.db.update(users).set({ passwordHash, type: "admin", active: true }).where(eq(users.id, existing.id));
  } else {
    await handle.db.insert(users).values({ name: "Administrador", email: normalized, passwordHash, type: "admin" });
  }
  logger().info({ email: normalized }, "admin account ensured");
}
