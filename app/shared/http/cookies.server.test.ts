import { describe, expect, it } from "vitest";
import { rawCookies, readCookie, serializeCookie } from "./cookies.server";

describe("readCookie", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["memorial_consent=abc", "abc"],
    ["outro=1; memorial_consent=abc; x=y", "abc"],
    ["memorial_consent=a%20b%C3%A7", "a bç"],
    ["memorial_consent=first; memorial_consent=second", "first"],
    ["memorial_consent=", ""],
    ["memorial_consent=%E0%A4%A", undefined],
    ["xmemorial_consent=abc", undefined],
    ["memorial_consent", undefined],
  ])("reads %j as %j", (header, expected) => {
    expect(readCookie(header, "memorial_consent")).toBe(expected);
  });
});

describe("rawCookies", () => {
  it("gives each cookie's value as sent, quotes and escapes included", () => {
    expect(rawCookies(`a="q"; b=%41; a=2`)).toEqual({ a: '"q"', b: "%41" });
    expect(rawCookies(null)).toEqual({});
  });
});

describe("serializeCookie", () => {
  const base = { path: "/", httpOnly: true, sameSite: "lax", secure: false } as const;

  it("writes the attributes in the order the site has always sent them", () => {
    expect(serializeCookie("memorial_location", "", { ...base, maxAge: 0, expires: new Date(0), secure: true })).toBe(
      "memorial_location=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
    expect(serializeCookie("memorial_plaque_hash", "ABCDEFGHIJ", { ...base, maxAge: 3600 })).toBe(
      "memorial_plaque_hash=ABCDEFGHIJ; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax",
    );
  });

  it("URL-encodes the value, so it reads back as it was", () => {
    const value = JSON.stringify({ city: "São Paulo; x=1", state: "SP" });
    const header = serializeCookie("memorial_location", value, base);
    expect(header).toMatch(/^memorial_location=%7B%22city%22%3A%22S%C3%A3o%20Paulo%3B%20x%3D1%22/);
    expect(readCookie(header.split("; ")[0], "memorial_location")).toBe(value);
  });

  it("refuses a name that cannot be a cookie's", () => {
    expect(() => serializeCookie("bad name;", "x", base)).toThrow(TypeError);
  });
});
