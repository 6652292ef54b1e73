import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { partnerMemorials } from "~/db/schema";
import { createProfile, createUser } from "../../../../tests/factories";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();

/** The migration's INSERT that lists the memorials partners created before partner_memorials existed. */
function backfillStatement(): string {
  const migration = fs.readFileSync(path.resolve("drizzle/0022_partner_memorials.sql"), "utf8");
  const statement = migration.split("--> statement-breakpoint").find((part) => part.includes("INSERT INTO"));
  if (!statement) throw new Error("the migration has no backfill");
  return statement;
}

describe("migration 0022's backfill", () => {
  it("gives each partner the first memorial of every customer it opened an account for, completed if answered", async () => {
    const partner = await createUser(db(), { type: "partner" });
    const waiting = await createUser(db(), { createdByUserId: partner.id, active: false });
    const done = await createUser(db(), { createdByUserId: partner.id });
    const family = await createUser(db());
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const created = await createProfile(db(), { userId: waiting.id, createdAt: day(1), securityMotherNameHash: null });
    // The customer's own later memorial is not the partner's.
    await createProfile(db(), { userId: waiting.id, createdAt: day(9) });
    const completed = await createProfile(db(), {
      userId: done.id,
      createdAt: day(2),
      updatedAt: day(4),
      securityMotherNameHash: "scrypt$hash",
    });
    await createProfile(db(), { userId: family.id, createdAt: day(3) });

    await db().execute(sql.raw(backfillStatement()));
    const rows = await db().select().from(partnerMemorials);
    expect(rows.map(({ profileId, partnerId, completedAt }) => ({ profileId, partnerId, completedAt }))).toEqual(
      expect.arrayContaining([
        { profileId: created.id, partnerId: partner.id, completedAt: null },
        { profileId: completed.id, partnerId: partner.id, completedAt: day(4) },
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});
