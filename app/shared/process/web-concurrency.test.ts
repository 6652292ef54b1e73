import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_WEB_CONCURRENCY, webConcurrency } from "./web-concurrency";

const POSTGRES = { NODE_ENV: "production", DATABASE_URL: "postgres://db/memorial" };

describe("WEB_CONCURRENCY", () => {
  it("is one worker per core on PostgreSQL when unset", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), (cores) => {
        expect(webConcurrency(POSTGRES, cores).workers).toBe(Math.min(cores, MAX_WEB_CONCURRENCY));
        expect(webConcurrency({ ...POSTGRES, WEB_CONCURRENCY: " " }, cores).workers).toBe(
          Math.min(cores, MAX_WEB_CONCURRENCY),
        );
      }),
    );
  });

  it("is what it says on PostgreSQL, whatever the cores", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_WEB_CONCURRENCY }), fc.integer({ min: 1, max: 64 }), (n, cores) => {
        expect(webConcurrency({ ...POSTGRES, WEB_CONCURRENCY: String(n) }, cores)).toEqual({ workers: n });
      }),
    );
  });

  it("is always one on the embedded database, saying why when more were asked for", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_WEB_CONCURRENCY }), fc.integer({ min: 1, max: 64 }), (n, cores) => {
        const plan = webConcurrency({ NODE_ENV: "production", WEB_CONCURRENCY: String(n) }, cores);
        expect(plan.workers).toBe(1);
        if (n > 1) expect(plan.note).toContain("embedded database");
        else expect(plan.note).toBeUndefined();
      }),
    );
    expect(webConcurrency({ NODE_ENV: "production" }, 8)).toEqual({ workers: 1 });
  });

  it("is one in development and tests", () => {
    expect(webConcurrency({ NODE_ENV: "development", DATABASE_URL: "postgres://db/x" }, 8).workers).toBe(1);
    expect(webConcurrency({ NODE_ENV: "test", DATABASE_URL: "postgres://db/x", WEB_CONCURRENCY: "4" }, 8).workers).toBe(
      1,
    );
  });

  it("refuses anything but a whole number from 1 to the maximum, naming the variable", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom("0", "-1", "1.5", "abc", "2x", String(MAX_WEB_CONCURRENCY + 1), "1e3"),
          fc.string().filter((s) => s.trim() !== "" && !/^\s*\d+\s*$/.test(s)),
        ),
        (value) => {
          expect(() => webConcurrency({ ...POSTGRES, WEB_CONCURRENCY: value }, 2)).toThrow(/WEB_CONCURRENCY: is '/);
        },
      ),
    );
  });
});
