import { sql } from "drizzle-orm";
import type { Tx } from "~/db/transaction.server";
import type { Storage } from "~/integrations/storage/storage.server";
import { variantKeys } from "./variants.server";

/**
 * Stored images are named by their content (decision 015), so one stored image may be shown by
 * several rows (the same photo in two galleries, the demo's shared pool). A row that stops showing
 * one deletes its files only when no other row still does, and a row that starts showing one makes
 * sure its files are there: both under this lock, for the rest of the transaction, so a delete and
 * an add of the same picture cannot cross (the add would point at files just removed).
 */
export async function lockStoredImage(tx: Tx, imagePath: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stored-image:${imagePath}`}, 0))`);
}

/** Whether every variant of the image (each width, each format) is in the store. */
export async function storedImagePresent(storage: Storage, imagePath: string): Promise<boolean> {
  const present = await Promise.all(variantKeys(imagePath).map((key) => storage.exists(key)));
  return present.every(Boolean);
}

/**
 * Deletes the image's variants (every width and format) when `stillShown` (run under the lock, in the caller's transaction,
 * so it sees the row just deleted or replaced as gone) finds no row showing it. Returns whether
 * the files were deleted. A store failure is left to the caller: the transaction rolls back and
 * the row keeps its image.
 */
export async function releaseStoredImage(
  tx: Tx,
  storage: Storage,
  imagePath: string,
  stillShown: (tx: Tx) => Promise<boolean>,
): Promise<boolean> {
  await lockStoredImage(tx, imagePath);
  if (await stillShown(tx)) return false;
  await Promise.all(variantKeys(imagePath).map((key) => storage.delete(key)));
  return true;
}
