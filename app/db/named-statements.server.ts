import { AsyncLocalStorage } from "node:async_hooks";
import type { ReservedSql, Sql } from "postgres";

/** A stretch of reads sent on one connection of `pool` (`oneConnection`), while `open`. */
interface OneConnection {
  pool: object;
  connection: ReservedSql<Record<string, never>>;
  open: boolean;
}

const oneConnectionScope = new AsyncLocalStorage<OneConnection>();

/**
 * The postgres.js client Drizzle is given (decision 065): every statement goes as a named one,
 * kept by postgres.js per connection, where Drizzle would send all but its `.prepare(name)`d
 * queries unnamed. An unnamed statement with parameters costs two round trips (postgres.js first
 * asks the server for its parameters' types) and holds its connection until answered, so the
 * statements a transaction sends together wait for each other; a named one is described on its
 * connection's first use only, then sent in one write, and statements sent together are pipelined.
 * Transactions and savepoints hand Drizzle a client that does the same.
 */
export function namedStatements<T extends Sql<Record<string, never>>>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (query: string, parameters?: unknown[], options?: { prepare?: boolean }) => {
          const scope = oneConnectionScope.getStore();
          const on = scope?.open && scope.pool === target ? scope.connection : target;
          return on.unsafe(query, parameters as never[], { ...options, prepare: true });
        };
      }
      if (property === "begin" || property === "savepoint") {
        const scope = oneConnectionScope.getStore();
        if (property === "begin" && scope?.open && scope.pool === target) {
          // It would wait for a second connection while holding the first: with every connection
          // held so, nothing would move.
          throw new Error("a transaction cannot start among reads sent on one connection (oneConnection)");
        }
        return (...args: unknown[]) => {
          const run = args.pop() as (sql: T) => unknown;
          const start = Reflect.get(target, property, receiver) as (...a: unknown[]) => unknown;
          return start(...args, (sql: T) => run(namedStatements(sql)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Runs `read` with every statement the pool's Drizzle client sends meanwhile (outside transactions)
 * on one connection taken from `pool` (decision 067): statements sent together are pipelined, the
 * connection's socket takes them in one write, and one server process answers them in turn, where
 * the pool would hand each to an idle connection of its own (a write, a wake-up and a read each).
 * For a page's reads sent together, never for work that waits on anything else: the connection is
 * held until `read` settles, and a transaction may not start inside (it would need a second one).
 */
export async function oneConnection<T>(pool: Sql<Record<string, never>>, read: () => Promise<T>): Promise<T> {
  if (oneConnectionScope.getStore()?.open) return read();
  const connection = await pool.reserve();
  const scope: OneConnection = { pool, connection, open: true };
  try {
    return await oneConnectionScope.run(scope, read);
  } finally {
    // A statement a forgotten promise sends later goes to the pool again.
    scope.open = false;
    connection.release();
  }
}
