import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes } from "~/db/schema";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";
import {
  normalizePlaqueHash,
  PLAQUE_MESSAGES,
  PLAQUE_MISS_LIMIT,
  plaqueDestination,
  profileForHash,
  verifyHash,
} from "./plaques.server";

const { db } = setupTestDatabase();
const api = startTestApi();

const LINKED = "MEMORIALAB";
const BATCH = "PLACAVAZIA";
const UNKNOWN = "NUNCAVISTO";

let username: string;

beforeEach(async () => {
  ({ username } = await createProfile(db(), { name: "Iracema Conceição", plaqueHash: LINKED }));
  // A pre-printed plaque from an admin's batch, waiting for a memorial.
  await db().insert(plaqueHashes).values({ hash: BATCH, batch: "lote-2026-01" });
});

describe("plaque hashes: the service", () => {
  it("resolves a linked hash to its memorial's username, any letter case", async () => {
    expect(await profileForHash(LINKED)).toBe(username);
    expect(await profileForHash(LINKED.toLowerCase())).toBe(username);
    expect(await profileForHash("MemorialAb")).toBe(username);
  });

  it("has no memorial for a pre-printed, an unknown or a malformed hash", async () => {
    for (const hash of [BATCH, UNKNOWN, "ABC", `${LINKED}X`, "MEMORIALA1", "MEMÓRIALAB", "", null]) {
      expect(await profileForHash(hash)).toBeNull();
    }
  });

  it("tells linked plaques from available ones and refuses unknown hashes", async () => {
    expect(await verifyHash(LINKED)).toEqual({ hash: LINKED, status: "active", message: PLAQUE_MESSAGES.active });
    expect(await verifyHash(BATCH.toLowerCase())).toEqual({
      hash: BATCH,
      status: "available",
      message: PLAQUE_MESSAGES.available,
    });
    await expect(verifyHash(UNKNOWN)).rejects.toMatchObject({ status: 404, message: PLAQUE_MESSAGES.unknown });
    await expect(verifyHash("ABCDEFGHIJK")).rejects.toMatchObject({ status: 404 });
  });

  it("accepts exactly ten ASCII letters and prints them upper-case", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 14 }), (text) => {
        const result = normalizePlaqueHash(text);
        if (/^[A-Za-z]{10}$/.test(text)) expect(result).toBe(text.toUpperCase());
        else expect(result).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{10}$/), (text) => {
        const once = normalizePlaqueHash(text)!;
        expect(normalizePlaqueHash(once)).toBe(once);
        expect(once).toMatch(/^[A-Z]{10}$/);
      }),
    );
    // Letters that upper-case into ASCII are still not ASCII letters.
    expect(normalizePlaqueHash("ı".repeat(10))).toBeNull();
  });

  it("opens a private memorial with its token: the plaque is the family's own link", async () => {
    const hidden = await createProfile(db(), { name: "Dirce Reservada", access: "Private", plaqueHash: "RESERVADAS" });
    expect(await plaqueDestination("reservadas")).toEqual({
      kind: "profile",
      path: `/profile/${hidden.username}/${hidden.accessToken}`,
      private: true,
    });
    expect(await plaqueDestination(LINKED)).toEqual({ kind: "profile", path: `/profile/${username}`, private: false });
    expect(await plaqueDestination(BATCH)).toEqual({ kind: "unlinked", hash: BATCH });
    expect(await plaqueDestination("nuncavisto")).toEqual({ kind: "unlinked", hash: UNKNOWN });
    expect(await plaqueDestination("nada")).toEqual({ kind: "invalid" });
  });

  it("stops an address that guesses too many unknown hashes, without counting real plaques", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < 30; i++) expect(await profileForHash(LINKED, { ip })).toBe(username);
    for (let i = 0; i < PLAQUE_MISS_LIMIT.limit; i++) await profileForHash(UNKNOWN, { ip });
    // Over the limit even a right guess is refused, so guessing cannot go on.
    await expect(profileForHash(LINKED, { ip })).rejects.toMatchObject({
      status: 429,
      message: PLAQUE_MESSAGES.tooMany,
    });
    expect(await profileForHash(LINKED, { ip: "203.0.113.10" })).toBe(username);
  });
});

describe("GET /api/hash", () => {
  it("sendToProfile answers the username of a linked plaque", async () => {
    const res = await api.call("GET", `/api/hash/sendToProfile/${LINKED}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, username });
    const lower = await api.call("GET", `/api/hash/sendToProfile/${LINKED.toLowerCase()}`);
    expect(lower.body).toEqual({ success: true, username });
  });

  it("sendToProfile answers 404 'Hash sem perfil vinculado' for every hash without a memorial", async () => {
    for (const hash of [BATCH, UNKNOWN, "abc", `${LINKED}Z`, "1234567890", "%C3%81BCDEFGHIJ", "A%20BCDEFGHI"]) {
      const res = await api.call("GET", `/api/hash/sendToProfile/${hash}`);
      expect(res.status, hash).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Hash sem perfil vinculado" });
    }
  });

  it("verifyHash tells active from available and answers 404 for unknown or malformed hashes", async () => {
    const active = await api.call("GET", `/api/hash/verifyHash/${LINKED.toLowerCase()}`);
    expect(active.status).toBe(200);
    expect(active.body).toEqual({
      success: true,
      hash: LINKED,
      status: "active",
      message: "Esta placa já está vinculada a um perfil.",
    });
    const available = await api.call("GET", `/api/hash/verifyHash/${BATCH}`);
    expect(available.body).toEqual({
      success: true,
      hash: BATCH,
      status: "available",
      message: "Placa disponível para um novo perfil.",
    });
    for (const hash of [UNKNOWN, "ABCDEFGHIJK", "ABC", "<script>"]) {
      const res = await api.call("GET", `/api/hash/verifyHash/${encodeURIComponent(hash)}`);
      expect(res.status, hash).toBe(404);
      expect(res.body).toEqual({ success: false, message: PLAQUE_MESSAGES.unknown });
    }
  });

  it("never says more than the username, even for a private memorial", async () => {
    const hidden = await createProfile(db(), { name: "Dirce Reservada", access: "Private", plaqueHash: "RESERVADAS" });
    const res = await api.call("GET", "/api/hash/sendToProfile/RESERVADAS");
    expect(res.body).toEqual({ success: true, username: hidden.username });
    expect(JSON.stringify(res.body)).not.toContain(hidden.accessToken);
  });

  it("verifyHash needs no session and answers a signed-in caller the same", async () => {
    const { cookie } = await signedInUser(db());
    for (const hash of [LINKED, BATCH, UNKNOWN]) {
      const anonymous = await api.call("GET", `/api/hash/verifyHash/${hash}`);
      const signedIn = await api.call("GET", `/api/hash/verifyHash/${hash}`, { headers: { cookie } });
      expect(signedIn).toMatchObject({ status: anonymous.status, body: anonymous.body });
    }
  });

  it("verifyHash refuses an address that guessed too many unknown hashes with a 429 and Retry-After", async () => {
    for (let i = 0; i < PLAQUE_MISS_LIMIT.limit; i++)
      expect((await api.call("GET", `/api/hash/verifyHash/${UNKNOWN}`)).status).toBe(404);
    const refused = await api.call("GET", `/api/hash/verifyHash/${LINKED}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: PLAQUE_MESSAGES.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
