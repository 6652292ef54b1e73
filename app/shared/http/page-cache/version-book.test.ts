import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ReadTicket, VersionBook } from "./version-book";

/**
 * A model of the database and its announcements: each key's version, changes announced in commit
 * order (delivered later, in order), and reads that see the version at their start and finish later.
 */
type Step =
  | { kind: "change"; key: number }
  | { kind: "startRead"; key: number }
  | { kind: "finishRead"; index: number }
  | { kind: "deliver"; count: number }
  | { kind: "lose" }
  | { kind: "listen" };

const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("change" as const), key: fc.nat(2) }),
    fc.record({ kind: fc.constant("startRead" as const), key: fc.nat(2) }),
    fc.record({ kind: fc.constant("finishRead" as const), index: fc.nat(5) }),
    fc.record({ kind: fc.constant("deliver" as const), count: fc.nat(3) }),
    fc.constant({ kind: "lose" as const }),
    fc.constant({ kind: "listen" as const }),
  ),
  { maxLength: 60 },
);

describe("VersionBook (decision 059)", () => {
  it("never keeps a version older than the database's once every announcement is heard", () => {
    fc.assert(
      fc.property(steps, (plan: Step[]) => {
        const book = new VersionBook({ now: () => 0 });
        book.listeningStarted();
        const versions = [0, 0, 0];
        const queue: number[] = [];
        const reads: Array<{ key: number; seen: number; ticket: ReadTicket }> = [];
        const key = (k: number) => `memorial:${k}`;
        for (const step of plan) {
          if (step.kind === "change") {
            versions[step.key]! += 1;
            queue.push(step.key);
          } else if (step.kind === "startRead") {
            reads.push({ key: step.key, ticket: book.ticket(key(step.key)), seen: versions[step.key]! });
          } else if (step.kind === "finishRead") {
            const [read] = reads.splice(step.index % Math.max(reads.length, 1), 1);
            if (read) book.remember(key(read.key), String(read.seen), read.ticket);
          } else if (step.kind === "deliver") {
            for (const k of queue.splice(0, step.count)) book.changed(key(k));
          } else if (step.kind === "lose") {
            book.lost();
            queue.length = 0; // announcements while the connection is down are never heard
          } else {
            book.listeningStarted();
          }
        }
        for (const k of queue.splice(0)) book.changed(key(k));
        for (const k of [0, 1, 2]) {
          const known = book.peek(key(k));
          if (known !== undefined) expect(known).toBe(String(versions[k]));
        }
      }),
      { seed: 59, numRuns: 2000 },
    );
  });

  it("trusts what it knows only while its heartbeat is heard", () => {
    let now = 0;
    const book = new VersionBook({ now: () => now, heartbeatTimeoutMs: 3000 });
    expect(book.trusted()).toBe(false);
    book.listeningStarted();
    book.remember("site", "site:1", book.ticket("site"));
    expect(book.peek("site")).toBe("site:1");
    now = 3001;
    expect(book.peek("site")).toBeUndefined();
    // A late heartbeat: the announcements before it were heard, so what is known holds again.
    book.beat();
    expect(book.peek("site")).toBe("site:1");
    book.lost();
    expect(book.peek("site")).toBeUndefined();
    book.listeningStarted();
    expect(book.peek("site")).toBeUndefined();
  });

  it("keeps no unknown or private page, and at most maxKeys versions", () => {
    const book = new VersionBook({ now: () => 0, maxKeys: 2 });
    book.listeningStarted();
    book.remember("memorial:x", undefined, book.ticket("memorial:x"));
    expect(book.peek("memorial:x")).toBeUndefined();
    for (const k of ["a", "b", "c"]) book.remember(k, k, book.ticket(k));
    expect([book.peek("a"), book.peek("b"), book.peek("c")]).toEqual([undefined, "b", "c"]);
    // Announcements of many keys start the book again rather than count without end.
    for (const k of ["a", "d", "e"]) book.changed(k);
    expect(book.peek("b")).toBeUndefined();
  });
});
