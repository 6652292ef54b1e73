import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { currentDatabase } from "~/db/client.server";
import { profiles, tributes } from "~/db/schema";
import { memorialVersion } from "~/features/memorial/memorial-cache.server";
import { setupTestDatabase } from "../../../../tests/support/database";
import { createProfile, createTribute, createUser } from "../../../../tests/factories";
import { followPageChanges } from "./change-feed.server";
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

/** Until `check` holds (the announcement is delivered after the commit, asynchronously on PostgreSQL). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never: ${what}`);
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
    const ticket = book.ticket(key);
    const old = await memorialVersion(memorial.username);
    await createTribute(db(), { profileId: memorial.id, status: "paid" });
    await until(() => (book as unknown as { generations: Map<string, number> }).generations.has(key), "announced");
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
});

/**
 * Until every announcement committed before now has been heard: announcements arrive in commit
 * order, so a heartbeat sent after now is heard after them. One heartbeat is in flight at a time,
 * so the second one heard from now on was sent after now.
 */
async function settled(book: VersionBook): Promise<void> {
  const lastBeat = () => (book as unknown as { lastBeat: number }).lastBeat;
  for (let heard = 0; heard < 2; heard++) {
    const before = lastBeat();
    await until(() => lastBeat() !== before, "a heartbeat heard");
  }
}
