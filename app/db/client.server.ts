import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { installJobQueueSchema } from "./job-queue-schema.server";
import { type ListenHooks, listenerApplicationName, listenOnPostgres } from "./listener.server";
import * as schema from "./schema";
import type { SqlExecutor } from "./sql-executor";
import { namedStatements, oneConnection } from "./named-statements.server";
import { StatementLog } from "./statement-log";

export type { ListenHooks } from "./listener.server";
export type { SqlExecutor } from "./sql-executor";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed migrations, then installs or upgrades the job queue's own schema
   * (decision 044); safe to run from several processes at once.
   */
  migrate(): Promise<void>;
  /**
   * Raw SQL on this database's own client, for a library that brings its SQL (the job queue):
   * with `values`, one statement with $1… parameters; without, a script of several statements.
   */
  executeSql: SqlExecutor;
  /** Cheap round trip for health checks. */
  ping(): Promise<void>;
  /** How much of this process's connection pool is in use (PostgreSQL; PGlite has no pool). */
  poolUse(): Promise<PoolUse | undefined>;
  /**
   * Runs `read` with the statements it sends outside transactions on one connection, pipelined
   * (`oneConnection`, decision 067); the embedded database has only one anyway.
   */
  oneConnection<T>(read: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel` and calls `onPayload` with each NOTIFY payload; resolves to the function
   * that stops listening. With PostgreSQL it holds a connection of its own and reconnects for as
   * long as it takes, telling `hooks` of each loss and recovery (PGlite's in-process LISTEN is never
   * lost).
   */
  listen(channel: string, onPayload: (payload: string) => void, hooks?: ListenHooks): Promise<() => Promise<void>>;
}

export interface PoolUse {
  /** DATABASE_POOL_MAX: the most connections the pool opens. */
  max: number;
  /** Connections the pool has open now. */
  open: number;
  /** Of those, the ones running a query or inside a transaction. */
  busy: number;
}

export type DatabaseTarget = { url: string; poolMax?: number } | { dataDir: string } | { memory: true };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant shared by every process migrating the same database. */
const MIGRATION_LOCK = 727_274_001;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ("url" in target) return openPostgres(target.url, target.poolMax ?? 10);
  return openPglite("dataDir" in target ? target.dataDir : undefined);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { unaccent }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client, schema, casing: "snake_case", logger: new StatementLog() });
  const executeSql: SqlExecutor = async (text, values) => {
    if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    // A script goes through the simple protocol; the last statement's rows are the answer.
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    db: db as unknown as Database,
    kind: "pglite",
    async migrate() {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueueSchema(executeSql);
    },
    executeSql,
    ping: async () => {
      await client.query("select 1");
    },
    poolUse: async () => undefined,
    oneConnection: (read) => read(),
    close: () => client.close(),
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
  };
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import("postgres"),
    import("drizzle-orm/postgres-js"),
    import("drizzle-orm/postgres-js/migrator"),
  ]);
  // A name of its own, so the pool's connections can be counted in pg_stat_activity (postgres.js
  // keeps its pool's state to itself); it starts with the process's PGAPPNAME when one is given.
  const applicationName = `${process.env.PGAPPNAME?.trim() || "memorial"}-${process.pid}-${randomBytes(4).toString("hex")}`;
  const client = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    // Named statements are planned for their values on every execution, as unnamed ones are
    // (decision 065): a plan kept from other values never serves a search or a skewed filter.
    connection: { application_name: applicationName, plan_cache_mode: "force_custom_plan" },
  });
  const db = drizzle({ client: namedStatements(client), schema, casing: "snake_case", logger: new StatementLog() });
  const executeSql: SqlExecutor = async (text, values) => {
    if (values?.length) return { rows: await client.unsafe<Record<string, unknown>[]>(text, values as never[]) };
    // A script may hold its own BEGIN … COMMIT: it runs on one reserved connection, by the simple
    // protocol; the last statement's rows are the answer.
    const reserved = await client.reserve();
    try {
      const result = (await reserved.unsafe(text).simple()) as unknown[];
      const last = result.at(-1);
      return { rows: (Array.isArray(last) ? last : result) as Record<string, unknown>[] };
    } catch (error) {
      // A script that failed between its BEGIN and COMMIT leaves the connection in an aborted
      // transaction: roll it back before the pool lends the connection to anyone else.
      await reserved.unsafe("rollback").catch(() => {});
      throw error;
    } finally {
      reserved.release();
    }
  };
  return {
    db: db as unknown as Database,
    kind: "postgres",
    executeSql,
    async migrate() {
      // One connection, so the advisory lock and the migration share a session.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle({ client: single, casing: "snake_case" }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
        // The queue's schema on the same session, under the same lock: two processes starting at
        // once on a new database would otherwise race (and deadlock) pg-boss's own statements.
        await installJobQueueSchema(async (text, values) => {
          if (values?.length) return { rows: await single.unsafe<Record<string, unknown>[]>(text, values as never[]) };
          try {
            const result = (await single.unsafe(text).simple()) as unknown[];
            const last = result.at(-1);
            return { rows: (Array.isArray(last) ? last : result) as Record<string, unknown>[] };
          } catch (error) {
            await single.unsafe("rollback").catch(() => {});
            throw error;
          }
        });
        await single`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      } finally {
        await single.end();
      }
    },
    ping: async () => {
      await client`select 1`;
    },
    oneConnection: (read) => oneConnection(client, read),
    async poolUse() {
      // The LISTEN connection is the hub's own, outside the pool; this query's connection counts as busy.
      const [row] = await client<{ open: number; busy: number }[]>`
        select count(*)::int as open, count(*) filter (where state <> 'idle')::int as busy
        from pg_stat_activity
        where application_name = ${applicationName} and query not ilike 'listen %'`;
      return { max: poolMax, open: row?.open ?? 0, busy: row?.busy ?? 0 };
    },
    close: () => client.end({ timeout: 5 }),
    listen: (channel, onPayload, hooks) =>
      listenOnPostgres(
        ({ onnotify, onclose }) =>
          postgres(url, {
            max: 1,
            idle_timeout: 0,
            max_lifetime: null,
            fetch_types: false,
            onnotice: () => {},
            onclose,
            connection: { application_name: listenerApplicationName() },
            // postgres.js calls it with every NOTIFY on the connection; its types leave it out.
            ...{ onnotify },
          }),
        channel,
        onPayload,
        hooks,
      ),
  };
}

// Kept on globalThis so a module reload in development does not open a second database.
const holder = globalThis as unknown as { __memorialDb?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.__memorialDb = handle;
}

export function currentDatabase(): DatabaseHandle | undefined {
  return holder.__memorialDb;
}

/** The database of this process. Services call this; it is opened once at start. */
export function db(): Database {
  const handle = holder.__memorialDb;
  if (!handle) throw new Error("The database is not open yet.");
  return handle.db;
}

/** Raw SQL rows, whatever the driver (PGlite answers {rows}, postgres-js an array). */
export async function selectRows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.execute(query)) as unknown;
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** `read`'s statements on one connection of the process's database (`DatabaseHandle.oneConnection`). */
export function onOneConnection<T>(read: () => Promise<T>): Promise<T> {
  const handle = holder.__memorialDb;
  return handle ? handle.oneConnection(read) : read();
}
