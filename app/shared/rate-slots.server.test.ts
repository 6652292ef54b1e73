import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Clock, NominatimGeocoder } from "~/integrations/geocoding/nominatim";
import { setupTestDatabase } from "../../tests/support/database";
import { databaseRateGate, memoryRateGate } from "./rate-slots.server";

setupTestDatabase();
const T0 = Date.parse("2026-03-10T12:00:00Z");

/** A clock two "processes" share, that moves only when told (or when someone sleeps). */
function sharedClock(start = T0): Clock & { time: number } {
  const clock = {
    time: start,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.time += ms;
    },
  };
  return clock;
}

const SAO_PAULO = { address: { state: "São Paulo", "ISO3166-2-lvl4": "BR-SP", country_code: "br", city: "São Paulo" } };

describe("the shared rate gate (rate_slots)", () => {
  it("two processes' geocoders over one database never call Nominatim within one second of each other", async () => {
    const clock = sharedClock();
    const calls: number[] = [];
    const fetch = (async () => {
      calls.push(clock.now());
      return new Response(JSON.stringify(SAO_PAULO), { headers: { "content-type": "application/json" } });
    }) as typeof globalThis.fetch;
    // Two processes: each its own geocoder, queue and cache; only the database is shared.
    const first = new NominatimGeocoder({
      userAgent: "t",
      fetch,
      clock,
      gate: databaseRateGate("nominatim", 1000, 10_000),
    });
    const second = new NominatimGeocoder({
      userAgent: "t",
      fetch,
      clock,
      gate: databaseRateGate("nominatim", 1000, 10_000),
    });
    await first.reverse(-23.55, -46.63);
    await second.reverse(-22.9, -43.2);
    await first.reverse(-8.05, -34.9);
    expect(calls).toEqual([T0, T0 + 1000, T0 + 2000]);
  });

  it("concurrent reservations from two gates at the same moment get starts one interval apart, never the same", async () => {
    const a = databaseRateGate("nominatim", 1000, 60_000);
    const b = databaseRateGate("nominatim", 1000, 60_000);
    const starts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).reserve(T0)));
    expect(starts.map(Number).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => T0 + 1000 * i));
  });

  it("a turn further than the longest wait is refused and reserves nothing; time passing frees turns again", async () => {
    const gate = databaseRateGate("nominatim", 1000, 2000);
    expect(await gate.reserve(T0)).toBe(T0);
    expect(await gate.reserve(T0)).toBe(T0 + 1000);
    expect(await gate.reserve(T0)).toBe(T0 + 2000);
    expect(await gate.reserve(T0)).toBeUndefined();
    expect(await gate.reserve(T0 + 500)).toBeUndefined();
    expect(await gate.reserve(T0 + 1000)).toBe(T0 + 3000);
    expect(await gate.reserve(T0 + 60_000)).toBe(T0 + 60_000);
    // Another service's turns are its own.
    expect(await databaseRateGate("other", 1000, 0).reserve(T0 + 60_000)).toBe(T0 + 60_000);
  });

  it("any sequence of reservations, in memory or in the database, keeps every two starts an interval apart", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const gates = [databaseRateGate(`property-${run}`, 1000, 3000), memoryRateGate(1000, 3000)];
        for (const gate of gates) {
          let now = T0;
          const starts: number[] = [];
          for (const step of steps) {
            now += step;
            const start = await gate.reserve(now);
            if (start === undefined) continue;
            expect(start).toBeGreaterThanOrEqual(now);
            expect(start).toBeLessThanOrEqual(now + 3000);
            starts.push(start);
          }
          for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000);
        }
      }),
      { numRuns: 40, seed: 36 },
    );
  });
});
