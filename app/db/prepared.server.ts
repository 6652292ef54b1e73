import { type Database, db } from "./client.server";

/** What Drizzle's `.prepare(name)` answers: the statement, run with its placeholders' values. */
interface PreparedQuery<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/**
 * A hot read kept prepared (decision 063): `build` makes the query once per database, with
 * `sql.placeholder(...)` where each call's values go, and names it; later calls only fill the
 * values in. Drizzle then no longer builds the SQL text on every call (its query builder, its
 * column casing and its `is()` checks were about a fifth of a fresh memorial render's JavaScript),
 * and on PostgreSQL postgres.js makes a named statement of it on each connection, so the server
 * parses and plans it once per connection and its rows' description is not sent again.
 *
 * Only for statements on the process's database (`db()`), never inside a transaction: a prepared
 * query runs on the session it was made on. The SQL must have a fixed shape (the same text for every
 * call); a value that changes the text belongs to another statement.
 */
export function prepared<T>(
  build: (database: Database) => PreparedQuery<T>,
): (values: Record<string, unknown>) => Promise<T> {
  const kept = new WeakMap<Database, PreparedQuery<T>>();
  return (values) => {
    const database = db();
    let query = kept.get(database);
    if (!query) {
      query = build(database);
      kept.set(database, query);
    }
    return query.execute(values);
  };
}
