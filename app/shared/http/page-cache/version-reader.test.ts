import { describe, expect, it } from "vitest";
import { VersionReader } from "./version-reader";

/** A read whose answer the test decides, to order arrivals against reads precisely. */
function controlledSource() {
  let version = 1;
  const pending: Array<() => void> = [];
  let reads = 0;
  return {
    change: () => (version += 1),
    read: () => {
      reads += 1;
      const seen = version;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    reads: () => reads,
  };
}

describe("the version reader", () => {
  it("never answers a caller with a read that started before it arrived", async () => {
    const reader = new VersionReader<number>();
    const source = controlledSource();
    const first = reader.read("m", source.read);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A change commits while the first read is in flight, then a second caller arrives.
    source.change();
    const second = reader.read("m", source.read);
    const third = reader.read("m", source.read);
    await source.finishOne();
    expect(await first).toBe(1);
    await source.finishOne();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Two reads for three callers: the second and third shared the round that started after them.
    expect(source.reads()).toBe(2);
  });

  it("keeps keys apart and forgets a key once nobody waits", async () => {
    const reader = new VersionReader<string>();
    const a = reader.read("a", async () => "A");
    const b = reader.read("b", async () => "B");
    expect([await a, await b]).toEqual(["A", "B"]);
    expect(await reader.read("a", async () => "A2")).toBe("A2");
  });

  it("hands a failed read's error to its callers and still serves the next round", async () => {
    const reader = new VersionReader<string>();
    let fail = true;
    const read = async () => {
      if (fail) throw new Error("database down");
      return "ok";
    };
    const first = reader.read("k", read).catch((error: Error) => error.message);
    const second = reader.read("k", async () => {
      fail = false;
      return read();
    });
    expect(await first).toBe("database down");
    expect(await second).toBe("ok");
  });
});
