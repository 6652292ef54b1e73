import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { profileTypeForAmount } from "./plans.catalog";
import { listPlans, syncPlans } from "./plans.server";

setupTestDatabase();

describe("plans", () => {
  it("serves the catalogue of part 2 from the database, in order", async () => {
    await syncPlans();
    await syncPlans(); // idempotent
    const plans = await listPlans();
    expect(
      plans.map((p) => [
        p.id,
        p.priceCents,
        p.installments,
        p.installmentCents,
        p.photoLimit,
        p.voucherCents,
        p.physicalCards,
      ]),
    ).toEqual([
      ["Free", 0, 1, 0, 5, 0, 0],
      ["Ouro", 50_000, 6, 10_000, 10, 10_000, 50],
      ["Platina", 75_000, 6, 15_000, 15, 30_000, 100],
      ["Diamante", 100_000, 6, 20_000, 30, 80_000, 150],
    ]);
    expect(plans.find((p) => p.id === "Diamante")?.features).toContain("Vídeo personalizado");
  });

  it("maps amounts to profile types, anything else being Free", () => {
    expect(profileTypeForAmount(50_000)).toBe("Ouro");
    expect(profileTypeForAmount(75_000)).toBe("Platina");
    expect(profileTypeForAmount(100_000)).toBe("Diamante");
    fc.assert(
      fc.property(fc.integer(), (cents) => {
        fc.pre(![50_000, 75_000, 100_000].includes(cents));
        expect(profileTypeForAmount(cents)).toBe("Free");
      }),
    );
  });
});
