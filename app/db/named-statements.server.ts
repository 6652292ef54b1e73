import type { Sql } from "postgres";

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
        return (query: string, parameters?: unknown[], options?: { prepare?: boolean }) =>
          target.unsafe(query, parameters as never[], { ...options, prepare: true });
      }
      if (property === "begin" || property === "savepoint") {
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
