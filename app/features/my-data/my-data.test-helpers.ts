import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dataExports } from "~/db/schema";
import { storage } from "~/integrations/storage/storage.server";
import { recordConsent } from "~/features/consent/consent.server";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { addMemorialMember } from "~/features/profiles/index.server";
import { inTransaction } from "~/db/transaction.server";
import { createAttendance, createGalleryImage, createProfile, createTribute } from "../../../tests/factories";
import { dataExportJob } from "./export.server";

/** A small but real JPEG-looking file: the export copies originals byte for byte. */
export const PHOTO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37 + 11) % 256));

/**
 * A person the product holds much about: a memorial with a portrait and a photo (in storage),
 * a paid Platina plan (a payment, its contract, its voucher, the wallet's entries), a tribute, an
 * attendance signature, a consent answer, and a seat on someone else's memorial team.
 */
export async function richPerson(database: Database, now: Date) {
  const actor = await signedInUser(database, { name: "Helena Duarte", email: "helena.duarte@memorial.example" });
  const portraitKey = `profiles/md/${actor.id}.jpg`;
  const photoKey = `gallery/md/${actor.id}.jpg`;
  await storage().put(portraitKey, PHOTO_BYTES, "image/jpeg");
  await storage().put(photoKey, Buffer.concat([PHOTO_BYTES, PHOTO_BYTES]), "image/jpeg");
  const memorial = await createProfile(database, { userId: actor.id, name: "Antônio Duarte", imagePath: portraitKey });
  await createGalleryImage(database, { profileId: memorial.id, imagePath: photoKey });
  await fundWallet(actor.id, 75_000);
  const payment = await buyWithWalletBalance(
    actor,
    { product: "profile_plan", productRefId: memorial.id, planId: "Platina", idempotencyKey: `rich-${actor.id}` },
    now,
  );
  const elsewhere = await createProfile(database, { name: "Maria Souza" });
  await createTribute(database, {
    profileId: elsewhere.id,
    userId: actor.id,
    email: actor.email,
    name: actor.name,
    type: "Message",
    body: "Com carinho.",
    status: "paid",
  });
  await createAttendance(database, { profileId: elsewhere.id, name: actor.name, email: actor.email });
  await recordConsent({ consent: true, metadata: {}, ip: "203.0.113.7", userAgent: "teste", userId: actor.id });
  await inTransaction((tx) =>
    addMemorialMember(tx, { profileId: elsewhere.id, userId: actor.id, role: "editor", addedByUserId: null, now }),
  );
  return { actor, memorial, elsewhere, payment, portraitKey, photoKey };
}

/** Runs the export job for one export, as a worker would, at `now`. */
export async function runExportJob(exportId: string, now: Date): Promise<void> {
  await dataExportJob(() => now)({ payload: { exportId }, jobId: "test", attempt: 1, reportProgress: async () => {} });
}

export async function exportRow(database: Database, exportId: string) {
  const [row] = await database.select().from(dataExports).where(eq(dataExports.id, exportId));
  return row;
}

/** The export link's token in an e-mail. */
export function exportTokenIn(message: string): string | undefined {
  return /\/meus-dados\/exportacao\/([\w-]+)/.exec(message)?.[1];
}
