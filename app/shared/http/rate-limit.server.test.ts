import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { TooManyRequestsError } from "./errors";
import { assertRateLimit, consumeRateLimit, refundRateLimit } from "./rate-limit.server";

const { db } = setupTestDatabase();
const rule = { limit: 3, windowMs: 60_000 };

const hitsOf = async (key: string) =>
  (await selectRows<{ hits: number }>(db(), sql`select hits from rate_limit_buckets where key = ${key}`))[0]?.hits;

describe("consumeRateLimit", () => {
  it("allows `limit` hits in a window, then refuses with the seconds left in the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:a", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]!.retryAfterSeconds).toBe(0);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await consumeRateLimit("test:b", rule);
    expect((await consumeRateLimit("test:b", rule)).allowed).toBe(false);
    await db().execute(sql`update rate_limit_buckets set window_start = now() - interval '61 seconds'`);
    expect(await consumeRateLimit("test:b", rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hitsOf("test:b")).toBe(1);
    await consumeRateLimit("test:b", rule);
    await consumeRateLimit("test:b", rule);
    expect((await consumeRateLimit("test:b", rule)).allowed).toBe(false);
  });

  it("keeps the window while it is still open", async () => {
    await consumeRateLimit("test:c", rule);
    await db().execute(sql`update rate_limit_buckets set window_start = now() - interval '59 seconds'`);
    await consumeRateLimit("test:c", rule);
    await consumeRateLimit("test:c", rule);
    const last = await consumeRateLimit("test:c", rule);
    expect(last.allowed).toBe(false);
    expect(last.retryAfterSeconds).toBeLessThanOrEqual(2);
  });

  it("counts every key separately", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit("test:one", rule);
    expect((await consumeRateLimit("test:one", rule)).allowed).toBe(false);
    expect((await consumeRateLimit("test:two", rule)).allowed).toBe(true);
    expect(await hitsOf("test:two")).toBe(1);
  });

  it("allows exactly `limit` of many concurrent hits", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => consumeRateLimit("test:race", { limit: 10, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(await hitsOf("test:race")).toBe(25);
  });

  it("refuses a rule it cannot keep", async () => {
    await expect(consumeRateLimit("test:x", { limit: 1, windowMs: 0 })).rejects.toThrow(/Invalid rate limit/);
    await expect(consumeRateLimit("test:x", { limit: 0, windowMs: 1000 })).rejects.toThrow(/Invalid rate limit/);
    await expect(consumeRateLimit("test:x", { limit: 1, windowMs: 2 * 86_400_000 })).rejects.toThrow();
  });
});

describe("assertRateLimit", () => {
  it("throws a 429 with a pt-BR message when any key is over, counting every key", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit("test:ip", rule);
    const error = await assertRateLimit(["test:ip", "test:email"], rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).status).toBe(429);
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as Error).message).toBe("Muitas tentativas. Aguarde um pouco e tente novamente.");
    expect(await hitsOf("test:email")).toBe(1);
  });

  it("passes under the limit and accepts a custom message", async () => {
    await expect(assertRateLimit(["test:m"], { limit: 1, windowMs: 1000 })).resolves.toBeUndefined();
    await expect(assertRateLimit(["test:m"], { limit: 1, windowMs: 1000 }, "Calma!")).rejects.toThrow("Calma!");
  });
});

describe("refundRateLimit", () => {
  it("gives back one hit per key and never goes below zero", async () => {
    await consumeRateLimit("test:r", rule);
    await consumeRateLimit("test:r", rule);
    await refundRateLimit(["test:r", "test:absent"]);
    expect(await hitsOf("test:r")).toBe(1);
    await refundRateLimit(["test:r"]);
    await refundRateLimit(["test:r"]);
    expect(await hitsOf("test:r")).toBe(0);
  });
});
