import { describe, expect, it } from "vitest";
import { type Clock, NominatimGeocoder, nominatimToLocation } from "./nominatim";

/** A clock that only moves when someone sleeps, so the rate limit is checked without waiting. */
function fakeClock(start = 1_000_000): Clock & { time: number } {
  const clock = {
    time: start,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.time += ms;
    },
  };
  return clock;
}

const SAO_PAULO = {
  address: {
    city: "São Paulo",
    state: "São Paulo",
    "ISO3166-2-lvl4": "BR-SP",
    country: "Brasil",
    country_code: "br",
  },
};

interface Call {
  url: string;
  headers: Record<string, string>;
  at: number;
}

function fakeFetch(clock: Clock, answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: init?.headers as Record<string, string>, at: clock.now() });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("Nominatim geocoder", () => {
  it("asks in pt-BR with an identifying User-Agent and maps city, UF and country", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "Memorial (contato@memorial.example)", fetch, clock });
    expect(await geocoder.reverse(-23.55052, -46.63331)).toEqual({ city: "São Paulo", state: "SP", country: "Brasil" });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe("https://nominatim.openstreetmap.org/reverse");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: "jsonv2",
      lat: "-23.55",
      lon: "-46.63",
      "accept-language": "pt-BR",
    });
    expect(calls[0]!.headers["User-Agent"]).toBe("Memorial (contato@memorial.example)");
  });

  it("sends at most one request per second, one after another", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock });
    await Promise.all([geocoder.reverse(-23.5, -46.6), geocoder.reverse(-22.9, -43.2), geocoder.reverse(-8.05, -34.9)]);
    expect(calls).toHaveLength(3);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(1000);
    // Later, after a pause, the next request does not wait.
    clock.time += 5000;
    const before = clock.now();
    await geocoder.reverse(-30.03, -51.22);
    expect(calls[3]!.at).toBe(before);
  });

  it("caches answers by coordinates rounded to 2 decimals, least recently used out first", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock, cacheSize: 2 });
    await geocoder.reverse(-23.5501, -46.6301);
    await geocoder.reverse(-23.5549, -46.6349); // same cell
    expect(calls).toHaveLength(1);
    await geocoder.reverse(-22.9, -43.2);
    await geocoder.reverse(-23.55, -46.63); // touched: now the most recent
    await geocoder.reverse(-8.05, -34.9); // evicts Rio
    expect(calls).toHaveLength(3);
    await geocoder.reverse(-23.55, -46.63);
    expect(calls).toHaveLength(3);
    await geocoder.reverse(-22.9, -43.2);
    expect(calls).toHaveLength(4);
  });

  it("shares one request between simultaneous asks for the same place", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock });
    const answers = await Promise.all([geocoder.reverse(-23.55, -46.63), geocoder.reverse(-23.551, -46.631)]);
    expect(calls).toHaveLength(1);
    expect(answers[0]).toEqual(answers[1]);
  });

  it("answers null on errors, bad bodies and timeouts, and does not cache failures", async () => {
    const clock = fakeClock();
    let mode: "error" | "throw" | "garbage" | "hang" | "ok" = "error";
    const { fetch, calls } = fakeFetch(clock, (_url, init) => {
      if (mode === "error") return json({ error: "busy" }, 503);
      if (mode === "throw") throw new TypeError("network down");
      if (mode === "garbage") return new Response("<html>", { status: 200 });
      if (mode === "hang") {
        // Never answers: only the client's timeout ends it.
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        });
      }
      return json(SAO_PAULO, 200);
    });
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock, timeoutMs: 20 });
    expect(await geocoder.reverse(-23.55, -46.63)).toBeNull();
    mode = "throw";
    expect(await geocoder.reverse(-23.55, -46.63)).toBeNull();
    mode = "garbage";
    expect(await geocoder.reverse(-23.55, -46.63)).toBeNull();
    mode = "hang";
    const started = Date.now();
    expect(await geocoder.reverse(-23.55, -46.63)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    mode = "ok";
    expect(await geocoder.reverse(-23.55, -46.63)).toMatchObject({ state: "SP" });
    expect(calls).toHaveLength(5);
  });

  it("refuses out-of-range coordinates without asking", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock });
    expect(await geocoder.reverse(999, 0)).toBeNull();
    expect(await geocoder.reverse(0, Number.NaN)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("answers null at once when too many requests are waiting", async () => {
    const clock = fakeClock();
    const { fetch, calls } = fakeFetch(clock, () => json(SAO_PAULO));
    const geocoder = new NominatimGeocoder({ userAgent: "t", fetch, clock, maxQueue: 2 });
    const answers = await Promise.all([1, 2, 3, 4].map((i) => geocoder.reverse(-10 - i, -40)));
    expect(answers.filter((a) => a === null)).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });
});

describe("mapping Nominatim addresses", () => {
  it("takes the UF from ISO3166-2-lvl4 and the city from city, town or village", () => {
    expect(
      nominatimToLocation({
        address: {
          town: "Paraty",
          state: "Rio de Janeiro",
          "ISO3166-2-lvl4": "BR-RJ",
          country: "Brasil",
          country_code: "br",
        },
      }),
    ).toEqual({ city: "Paraty", state: "RJ", country: "Brasil" });
    expect(
      nominatimToLocation({
        address: { village: "Cunha", "ISO3166-2-lvl4": "BR-SP", country: "Brasil", country_code: "br" },
      }),
    ).toEqual({ city: "Cunha", state: "SP", country: "Brasil" });
  });

  it("falls back to the state's name when the ISO code is missing", () => {
    expect(nominatimToLocation({ address: { city: "Belém", state: "Pará", country_code: "br" } })).toEqual({
      city: "Belém",
      state: "PA",
      country: "Brasil",
    });
  });

  it("answers null outside Brazil or without a state", () => {
    expect(
      nominatimToLocation({
        address: { city: "Lisboa", "ISO3166-2-lvl4": "PT-11", country: "Portugal", country_code: "pt" },
      }),
    ).toBeNull();
    expect(nominatimToLocation({ address: { city: "Algum lugar", country_code: "br" } })).toBeNull();
    expect(nominatimToLocation({ error: "Unable to geocode" })).toBeNull();
    expect(nominatimToLocation(null)).toBeNull();
  });
});
