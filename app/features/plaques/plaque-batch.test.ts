import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { plaqueHashes } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { issuePlaqueBatch, PLAQUE_BATCH_MESSAGES, plaqueBatchSheet } from "./plaque-batch.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-26T12:00:00Z");

describe("the admins' batch issuance of plaque codes", () => {
  it("issues N unlinked codes in one batch; the sheet prints those still unlinked, six to an A4 page", async () => {
    const admin = actorOf((await signedInUser(db(), { type: "admin" })).user);
    const { batch, hashes } = await issuePlaqueBatch(admin, "8", NOW);
    expect(batch).toMatch(/^lote-20261126-120000-[a-z0-9]{4}$/);
    expect(new Set(hashes).size).toBe(8);
    const rows = await db().select().from(plaqueHashes).where(eq(plaqueHashes.batch, batch));
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.profileId === null && /^[A-Z]{10}$/.test(row.hash))).toBe(true);

    // Two are linked by families scanning them: the sheet keeps the six others, on one page.
    const owner = await signedInUser(db());
    for (const hash of hashes.slice(0, 2)) {
      const profile = await createProfile(db(), { userId: owner.user.id });
      await db().delete(plaqueHashes).where(eq(plaqueHashes.profileId, profile.id));
      await db().update(plaqueHashes).set({ profileId: profile.id, linkedAt: NOW }).where(eq(plaqueHashes.hash, hash));
    }
    const sheet = await PDFDocument.load(await plaqueBatchSheet(admin, batch, "https://memorial.example"));
    expect(sheet.getPageCount()).toBe(1);
  });

  it("is for the site's admins only, from 1 to 120 codes", async () => {
    const regular = actorOf((await signedInUser(db())).user);
    await expect(issuePlaqueBatch(regular, 5)).rejects.toMatchObject({
      status: 403,
      message: PLAQUE_BATCH_MESSAGES.adminOnly,
    });
    await expect(issuePlaqueBatch(null, 5)).rejects.toMatchObject({ status: 401 });
    const admin = actorOf((await signedInUser(db(), { type: "admin" })).user);
    for (const count of ["0", "121", "abc", "2.5"]) {
      await expect(issuePlaqueBatch(admin, count)).rejects.toMatchObject({
        status: 400,
        message: PLAQUE_BATCH_MESSAGES.count,
      });
    }
    await expect(plaqueBatchSheet(admin, "lote-20990101-000000-zzzz", "https://m.example")).rejects.toMatchObject({
      status: 404,
    });
  });
});
