import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRAZILIAN_CAPITALS, haversineKm, SandboxGeocoder } from "./sandbox";

const sandbox = new SandboxGeocoder();

describe("sandbox geocoder", () => {
  it("knows the 27 state capitals, one per UF", () => {
    expect(BRAZILIAN_CAPITALS).toHaveLength(27);
    expect(new Set(BRAZILIAN_CAPITALS.map((c) => c.state)).size).toBe(27);
  });

  it("answers the nearest capital, in Brazil", async () => {
    // Avenida Paulista, São Paulo.
    expect(await sandbox.reverse(-23.5614, -46.6559)).toEqual({ city: "São Paulo", state: "SP", country: "Brasil" });
    // Campinas is nearer São Paulo than any other capital.
    expect(await sandbox.reverse(-22.9056, -47.0608)).toMatchObject({ city: "São Paulo", state: "SP" });
    // Niterói, across the bay from Rio.
    expect(await sandbox.reverse(-22.8832, -43.1034)).toMatchObject({ city: "Rio de Janeiro", state: "RJ" });
    // Olinda, next to Recife.
    expect(await sandbox.reverse(-8.0089, -34.8553)).toMatchObject({ city: "Recife", state: "PE" });
    // Tabatinga, at the far west of Amazonas.
    expect(await sandbox.reverse(-4.2522, -69.9383)).not.toBeNull();
  });

  it("answers every capital for its own coordinates", async () => {
    for (const capital of BRAZILIAN_CAPITALS) {
      expect(await sandbox.reverse(capital.lat, capital.lon)).toEqual({
        city: capital.city,
        state: capital.state,
        country: "Brasil",
      });
    }
  });

  it("answers null far from Brazil and for coordinates that are not numbers", async () => {
    expect(await sandbox.reverse(38.7223, -9.1393)).toBeNull(); // Lisbon
    expect(await sandbox.reverse(Number.NaN, 0)).toBeNull();
  });

  it("never answers a capital farther than another one", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -33, max: 5, noNaN: true }),
        fc.double({ min: -73, max: -35, noNaN: true }),
        async (lat, lon) => {
          const found = await sandbox.reverse(lat, lon);
          if (!found) return;
          const chosen = BRAZILIAN_CAPITALS.find((c) => c.state === found.state)!;
          const distance = haversineKm(lat, lon, chosen.lat, chosen.lon);
          for (const other of BRAZILIAN_CAPITALS)
            expect(distance).toBeLessThanOrEqual(haversineKm(lat, lon, other.lat, other.lon));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("measures distances on the globe", () => {
    // São Paulo to Rio de Janeiro: about 360 km.
    expect(haversineKm(-23.5505, -46.6333, -22.9068, -43.1729)).toBeGreaterThan(350);
    expect(haversineKm(-23.5505, -46.6333, -22.9068, -43.1729)).toBeLessThan(370);
  });
});
