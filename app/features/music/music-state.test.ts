import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newNonce, openTokens, readMusicState, sealTokens, signMusicState } from "./music-state.server";

const SECRET = "a-session-secret-of-at-least-32-characters";
const BINDING = { sessionId: "f".repeat(64), userId: "11111111-2222-4333-8444-555555555555" };
const PROFILE_ID = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

const parts = (overrides = {}) => ({
  nonce: newNonce(),
  profileId: PROFILE_ID,
  profileName: "Maria José de Araújo",
  profileUsername: "maria.jose",
  ...overrides,
});

describe("music state parameter", () => {
  it("keeps the spec's underscore layout: profile id second, name third (URL-encoded), username fourth", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 40 }), (profileName, profileUsername) => {
        const p = parts({ profileName, profileUsername });
        const state = signMusicState(SECRET, p, BINDING);
        const split = state.split("_");
        expect(split).toHaveLength(5);
        expect(split[0]).toBe(p.nonce);
        expect(split[1]).toBe(PROFILE_ID);
        expect(decodeURIComponent(split[2]!)).toBe(profileName);
        expect(decodeURIComponent(split[3]!)).toBe(profileUsername);
        expect(readMusicState(SECRET, state, BINDING)).toEqual(p);
      }),
    );
  });

  it("refuses a state with any one character changed", () => {
    const state = signMusicState(SECRET, parts(), BINDING);
    fc.assert(
      fc.property(fc.nat(state.length - 1), fc.constantFrom(..."0123456789abcdef_-%AZ"), (index, replacement) => {
        fc.pre(state[index] !== replacement);
        const altered = state.slice(0, index) + replacement + state.slice(index + 1);
        expect(readMusicState(SECRET, altered, BINDING)).toBeNull();
      }),
    );
  });

  it("refuses a state made for another session, another user or under another secret", () => {
    const state = signMusicState(SECRET, parts(), BINDING);
    expect(readMusicState(SECRET, state, { ...BINDING, sessionId: "e".repeat(64) })).toBeNull();
    expect(readMusicState(SECRET, state, { ...BINDING, userId: PROFILE_ID })).toBeNull();
    expect(readMusicState(`${SECRET}!`, state, BINDING)).toBeNull();
  });

  it("refuses what is not a state at all", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(readMusicState(SECRET, value, BINDING)).toBeNull();
      }),
    );
    for (const value of ["", "a_b_c_d_e", `${"x".repeat(2000)}`, null, 42]) {
      expect(readMusicState(SECRET, value, BINDING)).toBeNull();
    }
  });
});

describe("sealed music tokens", () => {
  const tokens = { accessToken: "access", refreshToken: "refresh", expiresAt: 1_800_000_000_000 };

  it("opens what it sealed and shows no token in the stored text", () => {
    const nonce = newNonce();
    const sealed = sealTokens(SECRET, nonce, tokens);
    expect(sealed).not.toContain("access");
    expect(sealed).not.toContain("refresh");
    expect(openTokens(SECRET, nonce, sealed)).toEqual(tokens);
  });

  it("refuses a sealed value that was altered, moved to another round trip or read with another secret", () => {
    const nonce = newNonce();
    const sealed = sealTokens(SECRET, nonce, tokens);
    const last = sealed.at(-1) === "A" ? "B" : "A";
    expect(openTokens(SECRET, nonce, sealed.slice(0, -1) + last)).toBeNull();
    expect(openTokens(SECRET, newNonce(), sealed)).toBeNull();
    expect(openTokens(`${SECRET}!`, nonce, sealed)).toBeNull();
    expect(openTokens(SECRET, nonce, null)).toBeNull();
    expect(openTokens(SECRET, nonce, "v1.x")).toBeNull();
  });
});
