import { type Database, db } from "./client.server";

/** A database transaction (or the database itself): services run inside the caller's. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

/** Runs `work` in one database transaction, or in the caller's when it already is one. */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>, database: Database = db()): Promise<T> {
  return database.transaction((tx) => work(tx));
}
