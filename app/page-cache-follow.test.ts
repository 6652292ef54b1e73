import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { currentDatabase } from "~/db/client.server";
import { plaqueHashes, profileInterests, profileKinships, profiles } from "~/db/schema";
import { CONSENT_COOKIE } from "~/features/consent/consent.constants";
import { recordConsent } from "~/features/consent/consent.server";
import { LOCATION_COOKIE } from "~/features/location/location";
import { followPageChanges } from "~/shared/http/page-cache/change-feed.server";
import { settled } from "~/shared/http/page-cache/change-feed.test-helpers";
import { markWriters, pageCache, type TrustProxy, WRITER_COOKIE } from "~/shared/http/page-cache/page-cache.server";
import { VersionBook } from "~/shared/http/page-cache/version-book";
import { securityHeaders } from "~/shared/http/security.server";
import { setupTestDatabase } from "../tests/support/database";
import { statementsOf } from "../tests/support/statements";
import {
  createAttendance,
  createGalleryImage,
  createProfile,
  createTribute,
  createUser,
  randomPlaqueHash,
} from "../tests/factories";
import { CACHEABLE_PAGES } from "./page-cache.server";

const { db } = setupTestDatabase();

/**
 * The page cache with its versions known from the database's announcements (decision 059), as
 * server.ts runs it: a stand-in renderer counts its renders, so a served copy shows an old count.
 */
let renders = 0;
let base = "";
let server: http.Server | undefined;
let book: VersionBook;
let stopFollowing: (() => Promise<void>) | undefined;
let cache: ReturnType<typeof pageCache>;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  book = new VersionBook();
  cache = pageCache({ pages: CACHEABLE_PAGES, book }, app.get("trust proxy fn") as TrustProxy, () => {});
  app.use(markWriters);
  app.use(cache.capture);
  app.use(securityHeaders({ development: false }));
  app.post("/sign/:profileId", async (req, res) => {
    await createAttendance(db(), { profileId: req.params.profileId });
    res.status(201).json({ ok: true });
  });
  app.get(/.*/, (_req, res) => {
    renders += 1;
    res
      .setHeader("Content-Security-Policy", res.locals.publicPagePolicy as string)
      .type("html")
      .send(`<html><p>render ${renders}</p>${"<p>texto</p>".repeat(200)}</html>`);
  });
  server = http.createServer((req, res) => cache.serve(req, res, () => app(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopFollowing?.();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(async () => {
  // The test database is opened by setupTestDatabase's beforeEach, which runs first.
  stopFollowing ??= await followPageChanges(book, currentDatabase()!, { heartbeatMs: 20 });
  cache.clear();
  renders = 0;
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, body: await response.text(), cache: response.headers.get("x-render-cache") };
}

/** A public memorial, once every announcement of its creation's writes (its plaque code) was heard. */
async function publicMemorial() {
  const owner = await createUser(db());
  const profile = await createProfile(db(), {
    userId: owner.id,
    username: `follow.${Math.random().toString(36).slice(2, 8)}`,
  });
  await settled(book);
  return profile;
}

/** Switches migration 0038's announcement of memorial changes off and on (to see who reads). */
const announcing = (on: boolean) =>
  db().execute(sql.raw(`alter table profiles ${on ? "enable" : "disable"} trigger profiles_page_cache_on_update`));

describe("the page cache with announced versions (decision 059)", () => {
  it("answers a hit from what it was told, without reading the database", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    expect((await get(path)).cache).toBe("hit");
    // A change the database does not announce is not seen: the hit did not read the version.
    await announcing(false);
    try {
      await createTribute(db(), { profileId: profile.id, status: "paid" });
      await settled(book);
      expect((await get(path)).cache).toBe("hit");
    } finally {
      await announcing(true);
    }
    // The next announced change makes it render again.
    await createTribute(db(), { profileId: profile.id, status: "paid" });
    await settled(book);
    expect((await get(path)).cache).toBe("miss");
    expect(renders).toBe(2);
  });

  it("answers the home and a memorial to a consented visitor with a place without a statement", async () => {
    const profile = await publicMemorial();
    const { token } = await recordConsent({ consent: true, metadata: {}, ip: undefined, userAgent: undefined });
    const place = encodeURIComponent(JSON.stringify({ city: "Recife", state: "PE", country: "Brasil" }));
    const cookie = `${CONSENT_COOKIE}=${token}; ${LOCATION_COOKIE}=${place}`;
    for (const path of ["/", `/profile/${profile.username}`]) {
      expect((await get(path, cookie)).cache, path).toBe("miss");
      // Neither the page's version, nor the consent, nor the visitor's place is read again: only
      // this process's own heartbeats reach the database meanwhile.
      const { result, sql } = await statementsOf(db(), () => get(path, cookie));
      expect(result.cache, path).toBe("hit");
      expect(
        sql.filter((statement) => !statement.includes("pg_notify")),
        path,
      ).toEqual([]);
    }
    expect(renders).toBe(2);
  });

  it("renders again after every kind of change once it is announced", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    const changes = [
      () => createTribute(db(), { profileId: profile.id, status: "paid" }),
      () => createAttendance(db(), { profileId: profile.id }),
      () => createGalleryImage(db(), { profileId: profile.id }),
      () => db().insert(profileKinships).values({ profileId: profile.id, degree: "Neta", name: "Clara" }),
      () => db().insert(profileInterests).values({ profileId: profile.id, description: "Jardinagem" }),
      () => db().update(plaqueHashes).set({ profileId: null }).where(eq(plaqueHashes.profileId, profile.id)),
      () => db().insert(plaqueHashes).values({ hash: randomPlaqueHash(), profileId: profile.id }),
      () => db().update(profiles).set({ bio: "Outra biografia." }).where(eq(profiles.id, profile.id)),
    ];
    for (const change of changes) {
      await change();
      await settled(book);
      expect((await get(path)).cache).toBe("miss");
      expect((await get(path)).cache).toBe("hit");
    }
    expect(renders).toBe(1 + changes.length);
  });

  it("shows a browser its own change at once: its answer marks it, and its next pages read", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    // Announcements off: only the read can see the signature.
    await announcing(false);
    try {
      const signed = await fetch(`${base}/sign/${profile.id}`, { method: "POST" });
      expect(signed.status).toBe(201);
      const wrote = signed.headers.getSetCookie().find((cookie) => cookie.startsWith(`${WRITER_COOKIE}=`));
      expect(wrote).toMatch(/Max-Age=10; Path=\/; HttpOnly; SameSite=Lax/);
      expect((await get(path, wrote!.split(";")[0])).cache).toBe("miss");
      // Its GETs do not mark it again.
      const page = await fetch(`${base}${path}`);
      expect(page.headers.getSetCookie()).toEqual([]);
    } finally {
      await announcing(true);
    }
  });

  it("reads every version while it is not listening, and forgets what it knew", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    book.lost();
    try {
      await announcing(false);
      await createTribute(db(), { profileId: profile.id, status: "paid" });
      expect((await get(path)).cache).toBe("miss");
      expect((await get(path)).cache).toBe("hit");
    } finally {
      await announcing(true);
      book.listeningStarted();
    }
  });
});
