import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { plaqueHashes, profileInterests, profileKinships, profiles, tributes } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { recordVisit } from "~/features/attendance/visits.server";
import { CONSENT_COOKIE } from "~/features/consent/consent.constants";
import { recordConsent } from "~/features/consent/consent.server";
import { siteInfo } from "~/root.server";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { securityHeaders } from "~/shared/http/security.server";
import { setupTestDatabase } from "../../../../tests/support/database";
import {
  createAttendance,
  createGalleryImage,
  createProfile,
  createTribute,
  createUser,
  randomPlaqueHash,
} from "../../../../tests/factories";
import { memorialRenderCache, memorialVersion, resetMemorialCache } from "./memorial-cache.server";

const { db } = setupTestDatabase();

/**
 * The cache in front of a stand-in renderer that prints its nonce and how many times it rendered:
 * a served copy shows an old count with this response's nonce.
 */
let renders = 0;
let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;
let answer: (res: express.Response, nonce: string) => void;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ development: false }));
  app.use(memorialRenderCache());
  app.get(/.*/, (_req, res) => {
    renders += 1;
    answer(res, res.locals.cspNonce as string);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

beforeEach(() => {
  resetMemorialCache();
  renders = 0;
  answer = (res, nonce) => {
    res
      .type("html")
      .send(`<html><script nonce="${nonce}">1</script><p>render ${renders}</p><i nonce="${nonce}"></i></html>`);
  };
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const body = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return { status: response.status, body, nonce, cache: response.headers.get("x-render-cache") };
}

/** A GET with headers fetch does not let a caller set (Host). */
function getWithHeaders(path: string, headers: Record<string, string>) {
  return new Promise<{ body: string; cache: string | undefined }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ body, cache: res.headers["x-render-cache"] as string | undefined }));
      })
      .on("error", reject);
  });
}

async function publicMemorial() {
  const owner = await createUser(db());
  return createProfile(db(), { userId: owner.id, username: `cache.${Math.random().toString(36).slice(2, 8)}` });
}

describe("the memorial render cache", () => {
  it("never serves a copy rendered for one origin under another, a proxy's forwarded host included", async () => {
    const saved = config();
    // Without PUBLIC_URL the links follow the request's host, and a trusted proxy's X-Forwarded-Host.
    setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR }));
    try {
      // What the page writes into its canonical and Open Graph links (the root loader's site).
      answer = (res, nonce) => {
        const url = `${siteInfo(ctxOf(res.req)).publicUrl}${res.req.path}`;
        res.type("html").send(`<html><script nonce="${nonce}">1</script><link rel="canonical" href="${url}"></html>`);
      };
      const profile = await publicMemorial();
      const path = `/profile/${profile.username}`;
      const viaProxy = await getWithHeaders(path, { host: "memorial.example", "x-forwarded-host": "other.example" });
      expect(viaProxy.body).toContain(`href="http://other.example${path}"`);
      const direct = await getWithHeaders(path, { host: "memorial.example" });
      expect(direct.body).toContain(`href="http://memorial.example${path}"`);
      expect(direct.cache).toBe("miss");
      expect((await getWithHeaders(path, { host: "memorial.example" })).body).toContain(
        `href="http://memorial.example${path}"`,
      );
    } finally {
      setConfig(saved);
    }
  });

  it("serves the second visit from the cache, with this response's nonce everywhere", async () => {
    const profile = await publicMemorial();
    const first = await get(`/profile/${profile.username}`);
    const second = await get(`/profile/${profile.username}`);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(renders).toBe(1);
    expect(second.body).toContain("render 1");
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`<script nonce="${second.nonce}">`);
    expect(second.body).toContain(`<i nonce="${second.nonce}">`);
    expect(second.body).not.toContain(first.nonce!);
  });

  it("renders again after a settled tribute, an attendance, a photo, the family, interests, plaque or an edit", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    const changes = [
      () => createTribute(db(), { profileId: profile.id, status: "paid" }),
      () => createAttendance(db(), { profileId: profile.id }),
      () => createGalleryImage(db(), { profileId: profile.id }),
      () => db().insert(profileKinships).values({ profileId: profile.id, degree: "Neta", name: "Clara" }),
      () => db().update(profileKinships).set({ name: "Clara Maria" }).where(eq(profileKinships.profileId, profile.id)),
      () => db().insert(profileInterests).values({ profileId: profile.id, description: "Jardinagem" }),
      () => db().delete(profileInterests).where(eq(profileInterests.profileId, profile.id)),
      () => db().update(plaqueHashes).set({ profileId: null }).where(eq(plaqueHashes.profileId, profile.id)),
      () => db().insert(plaqueHashes).values({ hash: randomPlaqueHash(), profileId: profile.id }),
      () => db().update(profiles).set({ bio: "Outra biografia." }).where(eq(profiles.id, profile.id)),
      () => db().execute(sql`update profiles set name = 'José Carlos' where id = ${profile.id}`),
    ];
    for (const change of changes) {
      await change();
      expect((await get(path)).cache).toBe("miss");
      expect((await get(path)).cache).toBe("hit");
    }
    expect(renders).toBe(1 + changes.length);
  });

  it("ignores a pending tribute until it is paid, then renders again", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    const tribute = await createTribute(db(), { profileId: profile.id, status: "pending" });
    await get(path);
    expect((await get(path)).cache).toBe("hit");
    await db().update(tributes).set({ status: "paid", paidAt: new Date() }).where(eq(tributes.id, tribute.id));
    expect((await get(path)).cache).toBe("miss");
  });

  it("keeps serving the copy while visits are counted", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    expect(await recordVisit({ profile, reason: "public", manage: false })).toBe(true);
    expect((await get(path)).cache).toBe("hit");
  });

  it("does not serve a deleted memorial's copy for a new memorial with its username", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    await get(path);
    await db().delete(profiles).where(eq(profiles.id, profile.id));
    await createProfile(db(), { userId: profile.userId, username: profile.username });
    expect((await get(path)).cache).toBe("miss");
  });

  it("keeps consented and not-yet-consented visitors apart", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    const { token } = await recordConsent({ consent: true, metadata: {}, ip: undefined, userAgent: undefined });
    await get(path);
    expect((await get(path, `${CONSENT_COOKIE}=${token}`)).cache).toBe("miss");
    expect((await get(path, `${CONSENT_COOKIE}=${token}`)).cache).toBe("hit");
    // A made-up consent token is no consent: it gets the page with the consent dialog.
    expect((await get(path, `${CONSENT_COOKIE}=forjado`)).cache).toBe("hit");
    expect(renders).toBe(2);
  });

  it("never caches for a signed-in visitor, a private memorial, a token or unknown parameters", async () => {
    const profile = await publicMemorial();
    const owner = await signedInUser(db());
    const hidden = await createProfile(db(), { userId: owner.user.id, access: "Private" });
    const paths = [
      [`/profile/${profile.username}`, owner.cookie],
      [`/profile/${hidden.username}`, undefined],
      [`/profile/${profile.username}/${profile.accessToken}`, undefined],
      [`/profile/${profile.username}?outro=1`, undefined],
      [`/profile/${profile.username}?aba=galeria&aba=sobre`, undefined],
      [`/profile/desconhecido`, undefined],
    ] as const;
    for (const [path, cookie] of paths) {
      const first = await get(path, cookie);
      const second = await get(path, cookie);
      expect(first.cache, path).toBeNull();
      expect(second.cache, path).toBeNull();
    }
    expect(renders).toBe(paths.length * 2);
  });

  it("caches each tab, filter and page on its own", async () => {
    const profile = await publicMemorial();
    await get(`/profile/${profile.username}?aba=galeria`);
    expect((await get(`/profile/${profile.username}?aba=galeria`)).cache).toBe("hit");
    expect((await get(`/profile/${profile.username}?filtro=velas&pagina=2`)).cache).toBe("miss");
  });

  it("does not keep an answer that sets a cookie, fails or is not a page", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    const answers: Array<(res: express.Response, nonce: string) => void> = [
      (res) => res.cookie("x", "1").type("html").send("<p>cookie</p>"),
      (res) => res.status(500).type("html").send("<p>erro</p>"),
      (res) => res.redirect("/home"),
      (res) => res.json({ ok: true }),
    ];
    for (const next of answers) {
      answer = next;
      await get(path);
      expect((await get(path)).cache).toBe("miss");
    }
  });

  it("reads a version that changes with the page and is absent for private or unknown memorials", async () => {
    const profile = await publicMemorial();
    const before = await memorialVersion(profile.username.toUpperCase());
    expect(before).toMatch(new RegExp(`^${profile.id}:\\d+$`));
    await createAttendance(db(), { profileId: profile.id });
    expect(await memorialVersion(profile.username)).not.toBe(before);
    await db().execute(sql`update profiles set access = 'Private' where id = ${profile.id}`);
    expect(await memorialVersion(profile.username)).toBeUndefined();
    expect(await memorialVersion("ninguem.aqui")).toBeUndefined();
  });
});
