import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodingFor } from "./page-cache.server";

const ask = (header: string | undefined) =>
  encodingFor({ headers: header === undefined ? {} : { "accept-encoding": header } });

describe("the encoding a kept page is sent in", () => {
  it("is brotli for every current browser, gzip for older clients, plain bytes otherwise", () => {
    expect(ask("gzip, deflate, br, zstd")).toBe("br");
    expect(ask("gzip, deflate")).toBe("gzip");
    expect(ask("br;q=0, gzip")).toBe("gzip");
    expect(ask("*")).toBe("br");
    expect(ask("identity")).toBe("identity");
    expect(ask("")).toBe("identity");
    expect(ask(undefined)).toBe("identity");
  });

  it("never picks an encoding the client refused or did not name", () => {
    const coding = fc.constantFrom("br", "gzip", "deflate", "zstd", "identity", "BR", "Gzip");
    const q = fc.constantFrom("", ";q=0", ";q=0.0", ";q=0.5", ";q=1", " ; q=0");
    fc.assert(
      fc.property(fc.array(fc.tuple(coding, q), { maxLength: 6 }), (parts) => {
        const header = parts.map(([c, weight]) => `${c}${weight}`).join(", ");
        const chosen = ask(header);
        if (chosen === "identity") return;
        const offered = parts.filter(
          ([c, weight]) => c.toLowerCase() === chosen && !/q=0(\.0)?$/.test(weight.replace(/\s/g, "")),
        );
        expect(offered.length, header).toBeGreaterThan(0);
      }),
    );
  });
});
