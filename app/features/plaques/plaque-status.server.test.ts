import { describe, expect, it } from "vitest";
import { plaqueHashes, plaqueOrders } from "~/db/schema";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { plaqueStatusesOf } from "./plaque-status.server";

const { db } = setupTestDatabase();

const address = { street: "Rua das Flores, 10", city: "Recife", state: "PE", zipCode: "50000-000", country: "Brasil" };

describe("plaqueStatusesOf", () => {
  it("tells each memorial's plaque: pre-printed or issued with it, and its order's stage", async () => {
    const owner = await createUser(db());
    const memorials = [];
    for (const type of ["Ouro", "Ouro", "Free", "Diamante", "Free"] as const) {
      memorials.push(await createProfile(db(), { userId: owner.id, type }));
    }
    const [preprinted, issued, unpaid, shipped, bare] = memorials;
    const linkedAt = new Date("2026-02-01T10:00:00Z");
    // createProfile links a plaque to each memorial; these replace them with known ones.
    await db().delete(plaqueHashes);
    await db()
      .insert(plaqueHashes)
      .values([
        { hash: "PRINTEDAAA", profileId: preprinted!.id, createdAt: new Date("2025-12-01T00:00:00Z"), linkedAt },
        { hash: "ISSUEDBBBB", profileId: issued!.id, createdAt: linkedAt, linkedAt },
      ]);
    const shippedAt = new Date("2026-02-10T15:00:00Z");
    await db()
      .insert(plaqueOrders)
      .values([
        { ...address, profileId: unpaid!.id, userId: owner.id, planId: "Ouro" },
        { ...address, profileId: issued!.id, userId: owner.id },
        { ...address, profileId: shipped!.id, userId: owner.id, status: "shipped", shippedAt },
      ]);

    const statuses = await plaqueStatusesOf([preprinted!.id, issued!.id, unpaid!.id, shipped!.id, bare!.id]);
    expect(statuses.get(preprinted!.id)).toEqual({
      hash: "PRINTEDAAA",
      preprinted: true,
      order: "none",
      shippedAt: null,
    });
    expect(statuses.get(issued!.id)).toEqual({
      hash: "ISSUEDBBBB",
      preprinted: false,
      order: "to_ship",
      shippedAt: null,
    });
    expect(statuses.get(unpaid!.id)).toMatchObject({ hash: null, order: "awaiting_payment" });
    expect(statuses.get(shipped!.id)).toMatchObject({ order: "shipped", shippedAt });
    expect(statuses.get(bare!.id)).toEqual({ hash: null, preprinted: false, order: "none", shippedAt: null });
    expect((await plaqueStatusesOf([])).size).toBe(0);
  });
});
