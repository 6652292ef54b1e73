import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PageStore } from "./page-store";

const page = (body: string) => ({
  status: 200,
  headers: { "content-type": "text/html" },
  bodies: { br: Buffer.alloc(0), gzip: Buffer.alloc(0), identity: Buffer.from(body) },
});
const bodyOf = (hit: { bodies: { identity: Buffer } } | undefined) => hit?.bodies.identity.toString();

describe("the page store", () => {
  it("serves a page only for the version it was stored with", () => {
    const cache = new PageStore({ maxBytes: 10_000, maxAgeMs: 1000 });
    cache.set("a", "v1", page("<p>um</p>"));
    expect(bodyOf(cache.get("a", "v1"))).toBe("<p>um</p>");
    expect(cache.get("a", "v2")).toBeUndefined();
    // A stale copy is dropped, not kept for a later request.
    expect(cache.get("a", "v1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never serves a copy older than its maximum age", () => {
    let now = 0;
    const cache = new PageStore({ maxBytes: 10_000, maxAgeMs: 1000, now: () => now });
    cache.set("a", "v1", page("x"));
    now = 999;
    expect(cache.get("a", "v1")).toBeDefined();
    now = 1000;
    expect(cache.get("a", "v1")).toBeUndefined();
  });

  it("evicts the least recently used pages to stay within its byte budget", () => {
    const cache = new PageStore({ maxBytes: 50, maxAgeMs: 1000 });
    cache.set("a", "v", page("x".repeat(20)));
    cache.set("b", "v", page("x".repeat(20)));
    cache.get("a", "v");
    cache.set("c", "v", page("x".repeat(20)));
    expect(cache.get("b", "v")).toBeUndefined();
    expect(cache.get("a", "v")).toBeDefined();
    expect(cache.get("c", "v")).toBeDefined();
  });

  it("keeps its accounting exact and its budget whatever the sequence of operations", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("set" as const),
        key: fc.integer({ min: 0, max: 5 }),
        size: fc.nat(80),
        version: fc.nat(2),
      }),
      fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 5 }), version: fc.nat(2) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const cache = new PageStore({ maxBytes: 200, maxAgeMs: 1000 });
        const stored = new Map<string, { version: string; body: string }>();
        for (const o of ops) {
          const key = `k${o.key}`;
          if (o.kind === "set") {
            const body = "y".repeat(o.size);
            cache.set(key, String(o.version), page(body));
            stored.set(key, { version: String(o.version), body });
          } else {
            const hit = cache.get(key, String(o.version));
            // A hit is always the last page stored under that key, at that version.
            if (hit) expect(stored.get(key)).toEqual({ version: String(o.version), body: bodyOf(hit) });
          }
          expect(cache.usedBytes).toBeLessThanOrEqual(200);
          expect(cache.usedBytes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
