import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/db/client.server";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { plaqueOrderFor } from "./plaque-order-view.server";
import { registerShippingAddress } from "./plaque-orders.server";
import { ADDRESS, addressRequestsOf, ordersOf } from "./plaque-orders.test-helpers";

const { db } = setupTestDatabase();

/** The backfill as the deploy runs it (it is written to run again harmlessly). */
async function runBackfill() {
  const file = (await fs.readdir(MIGRATIONS_FOLDER)).find((name) => name.endsWith("_plaque_orders_backfill.sql"));
  await db().execute(sql.raw(await fs.readFile(path.join(MIGRATIONS_FOLDER, file!), "utf8")));
}

describe("the migration that orders the plaques paid memorials never ordered", () => {
  it("opens an order waiting for the address for each paid memorial without one, and writes to nobody", async () => {
    const owner = await signedInUser(db());
    const forgotten = await createProfile(db(), { userId: owner.id, type: "Diamante" });
    const ordered = await createProfile(db(), { userId: owner.id, type: "Ouro" });
    await registerShippingAddress(owner, { ...ADDRESS, profile_id: ordered.id });
    const free = await createProfile(db(), { userId: owner.id, type: "Free" });
    await runBackfill();
    await runBackfill();
    expect(await plaqueOrderFor(owner, forgotten.id)).toMatchObject({ status: "awaiting_address", planId: "Diamante" });
    expect(await plaqueOrderFor(owner, ordered.id)).toMatchObject({ status: "to_ship", address: { city: "Salvador" } });
    expect(await ordersOf(db(), free.id)).toEqual([]);
    expect(await addressRequestsOf(db(), forgotten.id)).toEqual([]);
  });
});
