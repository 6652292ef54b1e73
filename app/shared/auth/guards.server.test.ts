import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasUnsafeUrlCharacter, safeRedirectPath } from "./guards.server";

describe("safeRedirectPath", () => {
  it("keeps a local path with its query and fragment", () => {
    expect(safeRedirectPath("/account-settings")).toBe("/account-settings");
    expect(safeRedirectPath("/cemiterio/abc?busca=jos%C3%A9&pagina=2#lista")).toBe(
      "/cemiterio/abc?busca=jos%C3%A9&pagina=2#lista",
    );
    expect(safeRedirectPath("/profile/josé")).toBe("/profile/jos%C3%A9");
  });

  it("falls back for anything that could leave the site or break the Location header", () => {
    for (const target of [
      "",
      null,
      undefined,
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\nSet-Cookie: x=1",
      "/%0A",
      "javascript:alert(1)",
      "profiles",
      `/${"a".repeat(2001)}`,
    ]) {
      const result = safeRedirectPath(target as string, "/profiles");
      if (target === "/%0A") expect(result).toBe("/%0A");
      else expect(result, JSON.stringify(target)).toBe("/profiles");
    }
  });

  it("never leads off this origin nor carries a control character, whatever it is given", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (tail) => {
        for (const target of [tail, `/${tail}`, `//${tail}`, `/\\${tail}`]) {
          const result = safeRedirectPath(target, "/fallback");
          expect(result.startsWith("/")).toBe(true);
          expect(hasUnsafeUrlCharacter(result)).toBe(false);
          expect(new URL(result, "https://memorial.example").origin).toBe("https://memorial.example");
          // What a browser does with a Location header: resolve it against the page.
          expect(new URL(result, "https://memorial.example/login").host).toBe("memorial.example");
        }
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a path whose dot segments normalise to another origin", () => {
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example/x?y#z",
    ]) {
      expect(safeRedirectPath(target, "/profiles"), target).toBe("/profiles");
    }
    expect(safeRedirectPath("/a/..//b", "/profiles")).toBe("/profiles");
    expect(safeRedirectPath("/a/./b/../c", "/profiles")).toBe("/a/c");
  });

  it("stays on the origin it is resolved against, for paths built from dot and empty segments", () => {
    const segment = fc.constantFrom(
      "",
      ".",
      "..",
      "%2e",
      "%2E%2e",
      ".%2e",
      "evil.example",
      "a",
      "%2f",
      "@evil.example",
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 8 }), (segments, tail) => {
        const target = `/${segments.join("/")}${tail}`;
        const result = safeRedirectPath(target, "/fallback");
        expect(result.startsWith("/") && !result.startsWith("//"), target).toBe(true);
        for (const origin of ["https://memorial.example", "http://127.0.0.1:3104"]) {
          expect(new URL(result, `${origin}/login`).origin, target).toBe(origin);
        }
      }),
      { numRuns: 1000, seed: 11 },
    );
  });
});
