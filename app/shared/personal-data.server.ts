import type { Tx } from "~/db/transaction.server";

/** The person a 'Meus dados' export or erasure is about (LGPD arts. 18 and 19). */
export interface DataSubject {
  userId: string;
  /** Lower-case; rows keyed by e-mail rather than by account (a follower, an invitee) match it. */
  email: string;
}

/**
 * What one feature holds about a person, so 'Meus dados' can export and erase it without reaching
 * into the feature's tables. Each feature whose tables name a person exports one from its
 * `index.server.ts`; the composition root lists them all, and a test fails when a table with a
 * user column belongs to no source.
 */
export interface PersonalDataSource {
  /** The feature's name, the export's folder for its records. */
  name: string;
  /** The tables this source answers for, each with the columns that name a person. */
  tables: Readonly<Record<string, readonly string[]>>;
  /** The person's rows, by table, as plain JSON (no secrets: no password or answer hashes). */
  exportFor(db: Tx, subject: DataSubject): Promise<Record<string, unknown[]>>;
  /** Storage keys of the media the person uploaded, copied into the export's ZIP. */
  mediaFor?(db: Tx, subject: DataSubject): Promise<string[]>;
  /**
   * Erases or pseudonymises the person's rows, inside the deletion's transaction. Money rows are
   * kept (the ledger stays balanced) with the person pseudonymised; memorials are never deleted.
   */
  eraseFor(db: Tx, subject: DataSubject): Promise<void>;
}
