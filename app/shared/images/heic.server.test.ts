import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeHeic } from "./heic.server";

/** A real HEVC-coded HEIC written by libheif + x265 (tests/fixtures/images/make-heic.py). */
const phoneHeic = () => fs.readFile(path.resolve("tests/fixtures/images/phone.heic"));
const OPTIONS = { maxPixels: 50_000_000, timeoutMs: 30_000 };

describe("decodeHeic", () => {
  it("decodes a phone's HEIC into upright RGBA pixels", async () => {
    const result = await decodeHeic(await phoneHeic(), OPTIONS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result).toMatchObject({ width: 96, height: 64 });
    expect(result.pixels).toHaveLength(96 * 64 * 4);
    const rgb = (x: number, y: number) => Array.from(result.pixels.subarray((y * 96 + x) * 4, (y * 96 + x) * 4 + 3));
    const [leftR, , leftB] = rgb(10, 32);
    const [rightR, , rightB] = rgb(85, 32);
    expect(leftR).toBeGreaterThan(200);
    expect(leftB).toBeLessThan(60);
    expect(rightB).toBeGreaterThan(200);
    expect(rightR).toBeLessThan(60);
  });

  it("keeps the event loop free while it decodes", async () => {
    const events: string[] = [];
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 2);
    setTimeout(() => events.push("timer"), 5);
    const decoding = decodeHeic(await phoneHeic(), OPTIONS).then((result) => {
      events.push("decoded");
      return result;
    });
    const result = await decoding;
    clearInterval(interval);
    expect(result.ok).toBe(true);
    // Starting the worker and compiling the WebAssembly decoder alone takes far longer than 5 ms;
    // on the main thread the timer would only fire after the synchronous decode.
    expect(events).toEqual(["timer", "decoded"]);
    expect(ticks).toBeGreaterThan(2);
  });

  it("gives up when the time runs out, and stops the worker", async () => {
    const started = Date.now();
    expect(await decodeHeic(await phoneHeic(), { ...OPTIONS, timeoutMs: 1 })).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("refuses an image larger than allowed before decoding its pixels", async () => {
    expect(await decodeHeic(await phoneHeic(), { ...OPTIONS, maxPixels: 96 * 64 - 1 })).toEqual({
      ok: false,
      reason: "too-large",
    });
  });

  it("reports corrupt and truncated files instead of throwing", async () => {
    const heic = await phoneHeic();
    const garbage = Buffer.concat([heic.subarray(0, 32), Buffer.alloc(400, 0x5a)]);
    expect(await decodeHeic(garbage, OPTIONS)).toEqual({ ok: false, reason: "corrupt" });
    expect(await decodeHeic(heic.subarray(0, heic.length - 200), OPTIONS)).toEqual({ ok: false, reason: "corrupt" });
    expect(await decodeHeic(Buffer.from("not an image"), OPTIONS)).toEqual({ ok: false, reason: "corrupt" });
  });
});
