import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentDatabase, type DatabaseHandle } from "~/db/client.server";
import { profiles, tributes } from "~/db/schema";
import { memorialVersion } from "~/features/memorial/memorial-cache.server";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createProfile, createTribute, createUser } from "../../../../tests/factories";
import { followPageChanges, keepFollowingPageChanges } from "./change-feed.server";
import { settled, until } from "./change-feed.test-helpers";
import { siteContentVersion } from "./site-version.server";
import { VersionBook } from "./version-book";

const { db } = setupTestDatabase();

let stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

async function following(heartbeatMs = 20) {
  const book = new VersionBook();
  stops.push(await followPageChanges(book, currentDatabase()!, { heartbeatMs }));
  return book;
}

async function known(book: VersionBook, key: string, read: () => Promise<string | undefined>) {
  const ticket = book.ticket(key);
  book.remember(key, await read(), ticket);
  return book.peek(key);
}

describe("followPageChanges (decision 059)", () => {
  it("forgets a memorial's version when its content changes, and only that memorial's", async () => {
    const book = await following();
    const owner = await createUser(db());
    const one = await createProfile(db(), { userId: owner.id, access: "Public" });
    const other = await createProfile(db(), { userId: owner.id, access: "Public" });
    // The factory's own writes (the plaque code) are announced too: heard before reading.
    await settled(book);
    const key = (p: { username: string }) => `memorial:${p.username.toLowerCase()}`;
    const before = await known(book, key(one), () => memorialVersion(one.username));
    expect(before).toBe(await memorialVersion(one.username));
    expect(await known(book, key(other), () => memorialVersion(other.username))).toBeDefined();

    // A paid tribute bumps content_version through migration 0007's triggers.
    await createTribute(db(), { profileId: one.id, status: "paid" });
    await until(() => book.peek(key(one)) === undefined, "the memorial's version forgotten");
    expect(book.peek(key(other))).toBeDefined();
    expect(await memorialVersion(one.username)).not.toBe(before);
  });

  it("forgets a memorial made private, renamed or deleted", async () => {
    const book = await following();
    const owner = await createUser(db());
    const memorial = await createProfile(db(), { userId: owner.id, access: "Public" });
    await settled(book);
    const key = `memorial:${memorial.username.toLowerCase()}`;
    const remembered = () => known(book, key, () => memorialVersion(memorial.username));

    expect(await remembered()).toBeDefined();
    await db().update(profiles).set({ access: "Private" }).where(eq(profiles.id, memorial.id));
    await until(() => book.peek(key) === undefined, "forgotten when made private");
    expect(await remembered()).toBeUndefined(); // private: never kept

    await db().update(profiles).set({ access: "Public" }).where(eq(profiles.id, memorial.id));
    await settled(book);
    expect(await remembered()).toBeDefined();
    await db()
      .update(profiles)
      .set({ username: `${memorial.username}x` })
      .where(eq(profiles.id, memorial.id));
    await until(() => book.peek(key) === undefined, "forgotten when renamed");

    const renamed = `memorial:${memorial.username.toLowerCase()}x`;
    await settled(book);
    expect(await known(book, renamed, () => memorialVersion(`${memorial.username}x`))).toBeDefined();
    await db().delete(tributes).where(eq(tributes.profileId, memorial.id));
    await db().delete(profiles).where(eq(profiles.id, memorial.id));
    await until(() => book.peek(renamed) === undefined, "forgotten when deleted");
  });

  it("forgets the listings' version when a listed column changes, not when a candle is lit", async () => {
    const book = await following();
    const owner = await createUser(db());
    const memorial = await createProfile(db(), { userId: owner.id, access: "Public" });
    await settled(book);
    expect(await known(book, "site", siteContentVersion)).toBeDefined();
    await createTribute(db(), { profileId: memorial.id, status: "paid" });
    await settled(book);
    expect(book.peek("site")).toBeDefined();
    await db().update(profiles).set({ name: "Outro Nome" }).where(eq(profiles.id, memorial.id));
    await until(() => book.peek("site") === undefined, "the listings' version forgotten");
  });

  it("does not remember a read that began before its key was announced", async () => {
    const book = await following();
    const owner = await createUser(db());
    const memorial = await createProfile(db(), { userId: owner.id, access: "Public" });
    const key = `memorial:${memorial.username.toLowerCase()}`;
    // The creation's own announcements heard first: the one awaited below is the tribute's.
    await settled(book);
    const generations = (book as unknown as { generations: Map<string, number> }).generations;
    const ticket = book.ticket(key);
    const generation = generations.get(key);
    const old = await memorialVersion(memorial.username);
    await createTribute(db(), { profileId: memorial.id, status: "paid" });
    await until(() => generations.get(key) !== generation, "the tribute announced");
    book.remember(key, old, ticket);
    expect(book.peek(key)).toBeUndefined();
  });

  it("trusts nothing after it stops listening", async () => {
    const book = new VersionBook();
    const stop = await followPageChanges(book, currentDatabase()!, { heartbeatMs: 20 });
    expect(book.trusted()).toBe(true);
    await stop();
    expect(book.trusted()).toBe(false);
  });

  it("tries again while listening cannot start, waiting twice as long each time, and then follows", async () => {
    const database = currentDatabase()!;
    let refusals = 2;
    let attempts = 0;
    const flaky: Pick<DatabaseHandle, "db" | "listen"> = {
      db: database.db,
      listen: (...args) => {
        attempts++;
        if (refusals-- > 0) return Promise.reject(new Error("connection refused"));
        return database.listen(...args);
      },
    };
    const waits: number[] = [];
    const book = new VersionBook();
    stops.push(
      keepFollowingPageChanges(book, flaky, {
        heartbeatMs: 20,
        retryMs: 5,
        maxRetryMs: 8,
        onFailure: (_error, retryInMs) => waits.push(retryInMs),
      }),
    );
    expect(book.trusted()).toBe(false);
    await until(() => book.trusted(), "listening after two refusals");
    expect(attempts).toBe(3);
    expect(waits).toEqual([5, 8]);
    // It follows for real: a change is heard.
    const owner = await createUser(db());
    const memorial = await createProfile(db(), { userId: owner.id, access: "Public" });
    await settled(book);
    const key = `memorial:${memorial.username.toLowerCase()}`;
    expect(await known(book, key, () => memorialVersion(memorial.username))).toBeDefined();
    await createTribute(db(), { profileId: memorial.id, status: "paid" });
    await until(() => book.peek(key) === undefined, "the change heard");
  });

  it("waits twice as long after each failure, up to its limit, and stops trying once stopped", async () => {
    vi.useFakeTimers();
    try {
      let attempts = 0;
      const down: Pick<DatabaseHandle, "db" | "listen"> = {
        db: currentDatabase()!.db,
        listen: () => {
          attempts++;
          return Promise.reject(new Error("connection refused"));
        },
      };
      const waits: number[] = [];
      const stop = keepFollowingPageChanges(new VersionBook(), down, {
        retryMs: 1000,
        maxRetryMs: 4000,
        onFailure: (_error, retryInMs) => waits.push(retryInMs),
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(2);
      await vi.advanceTimersByTimeAsync(2000 + 4000 + 4000);
      expect(attempts).toBe(5);
      expect(waits).toEqual([1000, 2000, 4000, 4000, 4000]);
      await stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(attempts).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
