import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeLike, MAX_PAGE, MAX_SEARCH_LENGTH, pageNumber, pageSizeOf, searchTerm } from "./paging";
import { cemeteryHref, searchCemeteriesHref } from "../features/cemeteries/cemeteries.paths";

describe("list input", () => {
  it("always yields a page between 1 and the cap, and a size between 1 and 100", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(undefined)), (raw) => {
        const page = pageNumber(raw);
        const size = pageSizeOf(raw);
        return (
          Number.isInteger(page) && page >= 1 && page <= MAX_PAGE && Number.isInteger(size) && size >= 1 && size <= 100
        );
      }),
    );
    expect([pageNumber("3"), pageNumber(" 2 "), pageNumber("0"), pageNumber("abc"), pageNumber("1e3")]).toEqual([
      3, 2, 1, 1, 1,
    ]);
    expect([pageSizeOf("1000"), pageSizeOf("0"), pageSizeOf("x"), pageSizeOf(undefined)]).toEqual([100, 6, 6, 6]);
  });

  it("tidies search terms and ignores anything but text", () => {
    expect(searchTerm("  São   Paulo ")).toBe("São Paulo");
    expect(searchTerm(["a", "b"])).toBe("");
    expect(searchTerm("x".repeat(500))).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("escapes LIKE wildcards so they match themselves", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("keeps the term and the page in shareable URLs", () => {
    expect(searchCemeteriesHref()).toBe("/searchCemeteries");
    expect(searchCemeteriesHref("são paulo", 2)).toBe("/searchCemeteries?busca=s%C3%A3o+paulo&pagina=2");
    expect(cemeteryHref(4, "", 1)).toBe("/cemiterio/4");
    expect(cemeteryHref(4, "ana", 3)).toBe("/cemiterio/4?busca=ana&pagina=3");
  });
});
