import { afterEach, describe, expect, it } from "vitest";
import { setGeocoder } from "~/integrations/geocoding/geocoder";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { LOCATION_COOKIE } from "./location";
import { visitorLocation } from "./location.server";

setupTestDatabase();
const api = startTestApi();

afterEach(() => setGeocoder(undefined));

/** The browser's view of the cookie set by a response: its value read back by the server, and its attributes. */
function cookieOf(headers: Headers) {
  const header = headers.getSetCookie().find((c) => c.startsWith(`${LOCATION_COOKIE}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split("; ");
  return {
    pair: pair!,
    attributes,
    location: visitorLocation({ headers: { cookie: pair } }),
  };
}

describe("POST /api/location", () => {
  it("reverse-geocodes the position (sandbox) and keeps the place in a 30-day cookie", async () => {
    const res = await api.call("POST", "/api/location", { json: { latitude: -22.9035, longitude: -43.2096 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, city: "Rio de Janeiro", state: "RJ", country: "Brasil" });
    const cookie = cookieOf(res.headers)!;
    expect(cookie.location).toEqual({ city: "Rio de Janeiro", state: "RJ", country: "Brasil" });
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(["Path=/", "Max-Age=2592000", "SameSite=Lax", "HttpOnly"]),
    );
  });

  it("refuses positions out of range or not numbers with a 400 and sets no cookie", async () => {
    for (const json of [
      { latitude: 999, longitude: 0 },
      { latitude: 0, longitude: -181 },
      { latitude: "abc", longitude: 10 },
      { latitude: "-23.5", longitude: "-46.6" },
      { latitude: null, longitude: null },
      {},
      [],
    ]) {
      const res = await api.call("POST", "/api/location", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({ success: false });
      expect(cookieOf(res.headers)).toBeUndefined();
    }
    const broken = await api.call("POST", "/api/location", { raw: "{latitude" });
    expect(broken.status).toBe(400);
  });

  it("answers 422 when the geocoder cannot place the position", async () => {
    const lisbon = await api.call("POST", "/api/location", { json: { latitude: 38.72, longitude: -9.14 } });
    expect(lisbon.status).toBe(422);
    expect(lisbon.body).toEqual({
      success: false,
      message: "Não foi possível identificar sua cidade. Escolha a cidade manualmente.",
    });
    setGeocoder({ reverse: async () => null });
    const down = await api.call("POST", "/api/location", { json: { latitude: -23.5, longitude: -46.6 } });
    expect(down.status).toBe(422);
    expect(cookieOf(down.headers)).toBeUndefined();
  });

  it("is refused from another site", async () => {
    const res = await api.call("POST", "/api/location", {
      json: { latitude: -23.5, longitude: -46.6 },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/location/manual", () => {
  it("keeps a city picked by hand, with its UF in capitals", async () => {
    const res = await api.call("POST", "/api/location/manual", { json: { city: "  Ribeirão   Preto ", state: "sp" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, city: "Ribeirão Preto", state: "SP", country: "Brasil" });
    expect(cookieOf(res.headers)!.location).toEqual({ city: "Ribeirão Preto", state: "SP", country: "Brasil" });
  });

  it("refuses an unknown UF, an empty or too long city", async () => {
    for (const json of [
      { city: "Cidade", state: "XX" },
      { city: "Cidade", state: "" },
      { city: "   ", state: "SP" },
      { city: "a".repeat(101), state: "SP" },
      { city: 12, state: "SP" },
      { state: "SP" },
    ]) {
      const res = await api.call("POST", "/api/location/manual", { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body).toMatchObject({ success: false });
    }
  });
});

describe("DELETE /api/location", () => {
  it("forgets the place", async () => {
    const res = await api.call("DELETE", "/api/location");
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const cookie = cookieOf(res.headers)!;
    expect(cookie.attributes).toContain("Max-Age=0");
    expect(cookie.location).toBeNull();
  });
});
