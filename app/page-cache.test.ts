import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { cemeteries, plaqueHashes, profileInterests, profileKinships, profiles, tributes } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { recordVisit } from "~/features/attendance/visits.server";
import { CONSENT_COOKIE } from "~/features/consent/consent.constants";
import { recordConsent } from "~/features/consent/consent.server";
import { LOCATION_COOKIE } from "~/features/location/location";
import { memorialVersion } from "~/features/memorial/memorial-cache.server";
import { siteInfo } from "~/shared/site.server";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import type { TrustProxy } from "~/shared/http/page-cache/page-cache.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { securityHeaders } from "~/shared/http/security.server";
import { setupTestDatabase } from "../tests/support/database";
import {
  createAttendance,
  createCemetery,
  createGalleryImage,
  createProfile,
  createTribute,
  createUser,
  randomPlaqueHash,
} from "../tests/factories";
import { publicPageCache } from "./page-cache.server";

const { db } = setupTestDatabase();

/**
 * The cache in front of compression and a stand-in renderer that counts its renders and, like
 * app/entry.server.tsx for a page without React, switches to the public pages' policy: a served
 * copy shows an old count.
 */
let renders = 0;
let base = "";
let server: http.Server | undefined;
let answer: (res: express.Response) => void;
let logged = 0;
let cache: ReturnType<typeof publicPageCache>;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  // As server.ts: the front door on the raw server, the capture in Express before the security
  // headers and compression.
  cache = publicPageCache(app.get("trust proxy fn") as TrustProxy, () => {
    logged += 1;
  });
  app.use(cache.capture);
  app.use(securityHeaders({ development: false }));
  const compress = compression();
  app.use((req, res, next) => (res.locals.pageCacheCompresses ? next() : compress(req, res, next)));
  app.get(/.*/, (_req, res) => {
    renders += 1;
    answer(res);
  });
  server = http.createServer((req, res) => cache.serve(req, res, () => app(req, res)));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

const publicPage = (res: express.Response, html: string) =>
  res
    .setHeader("Content-Security-Policy", res.locals.publicPagePolicy as string)
    .type("html")
    .send(html);

beforeEach(() => {
  cache.clear();
  renders = 0;
  answer = (res) =>
    publicPage(res, `<html><script>1</script><p>render ${renders}</p>${"<p>texto</p>".repeat(200)}</html>`);
});

async function get(path: string, cookie?: string, encoding = "gzip, deflate, br") {
  const response = await fetch(`${base}${path}`, {
    headers: { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    cache: response.headers.get("x-render-cache"),
    csp: response.headers.get("content-security-policy") ?? "",
    headers: response.headers,
  };
}

/** A GET with headers fetch does not let a caller set (Host), and the raw bytes as sent. */
function getWithHeaders(path: string, headers: Record<string, string>) {
  return new Promise<{ body: string; raw: Buffer; cache: string | undefined; encoding: string | undefined }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const body =
              encoding === "br"
                ? zlib.brotliDecompressSync(raw).toString()
                : encoding === "gzip"
                  ? zlib.gunzipSync(raw).toString()
                  : raw.toString();
            resolve({ body, raw, encoding, cache: res.headers["x-render-cache"] as string | undefined });
          });
        })
        .on("error", reject);
    },
  );
}

async function publicMemorial() {
  const owner = await createUser(db());
  return createProfile(db(), { userId: owner.id, username: `cache.${Math.random().toString(36).slice(2, 8)}` });
}

describe("the page cache: memorials", () => {
  it("never serves a copy rendered for one origin under another, a proxy's forwarded host included", async () => {
    const saved = config();
    // Without PUBLIC_URL the links follow the request's host, and a trusted proxy's X-Forwarded-Host.
    setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR }));
    try {
      // What the page writes into its canonical and Open Graph links (the root loader's site).
      answer = (res) => {
        const url = `${siteInfo(ctxOf(res.req)).publicUrl}${res.req.path}`;
        publicPage(res, `<html><script>1</script><link rel="canonical" href="${url}"></html>`);
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

  it("serves the second visit from the kept bytes without rendering, under the public pages' policy", async () => {
    const profile = await publicMemorial();
    const linesBefore = logged;
    const first = await get(`/profile/${profile.username}`);
    const second = await get(`/profile/${profile.username}`);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(renders).toBe(1);
    // Both requests get their log line, the one answered before Express too.
    expect(logged).toBe(linesBefore + 2);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("render 1");
    expect(second.csp).toContain("script-src 'sha256-");
    expect(second.csp).not.toContain("nonce");
    // The copy carries every security header it was rendered with.
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
  });

  it("sends the same finished bytes in the encoding each visitor accepts, compressed once", async () => {
    const profile = await publicMemorial();
    const path = `/profile/${profile.username}`;
    const miss = await getWithHeaders(path, { "accept-encoding": "gzip, br" });
    const brotli = await getWithHeaders(path, { "accept-encoding": "gzip, br" });
    const gzip = await getWithHeaders(path, { "accept-encoding": "gzip" });
    const plain = await getWithHeaders(path, { "accept-encoding": "identity" });
    expect([miss.cache, brotli.cache, gzip.cache, plain.cache]).toEqual(["miss", "hit", "hit", "hit"]);
    expect([miss.encoding, brotli.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "br", "gzip", undefined]);
    expect(brotli.raw.equals(miss.raw)).toBe(true);
    for (const page of [brotli, gzip, plain]) expect(page.body).toBe(miss.body);
    expect(brotli.raw.length).toBeLessThan(plain.raw.length / 4);
    expect(renders).toBe(1);
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
    expect(await recordVisit({ profile, reason: "public", manage: false, role: null })).toBe(true);
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
    const answers: Array<(res: express.Response) => void> = [
      (res) => publicPage(res.cookie("x", "1"), "<p>cookie</p>"),
      // A page that loads React carries this response's nonce: never kept.
      (res) => res.type("html").send("<p>tarefa</p>"),
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

describe("the page cache: home, searches, cemeteries and blog", () => {
  const here = (city: string, state: string) =>
    `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify({ city, state, country: "Brasil" }))}`;

  it("keeps the home per visitor location and renders it again when a memorial is created", async () => {
    await get("/");
    expect((await get("/")).cache).toBe("hit");
    expect((await get("/", here("Recife", "PE"))).cache).toBe("miss");
    expect((await get("/", here("Recife", "PE"))).cache).toBe("hit");
    expect((await get("/", here("Olinda", "PE"))).cache).toBe("miss");
    expect(renders).toBe(3);
    await publicMemorial();
    expect((await get("/")).cache).toBe("miss");
    expect((await get("/", here("Recife", "PE"))).cache).toBe("miss");
  });

  it("keeps the listings while candles are lit and attendances signed, and not after a listed edit", async () => {
    const profile = await publicMemorial();
    await get("/searchProfiles");
    await createTribute(db(), { profileId: profile.id, status: "paid" });
    await createAttendance(db(), { profileId: profile.id });
    await db()
      .update(profiles)
      .set({ playlistLink: "https://open.spotify.com/playlist/x" })
      .where(eq(profiles.id, profile.id));
    expect((await get("/searchProfiles")).cache).toBe("hit");
    await db().update(profiles).set({ name: "Outro Nome" }).where(eq(profiles.id, profile.id));
    expect((await get("/searchProfiles")).cache).toBe("miss");
    await db().update(profiles).set({ access: "Private" }).where(eq(profiles.id, profile.id));
    expect((await get("/searchProfiles")).cache).toBe("miss");
  });

  it("renders a cemetery's page again when the cemetery changes", async () => {
    const cemetery = await createCemetery(db());
    const path = `/cemiterio/${cemetery.id}`;
    await get(path);
    expect((await get(path)).cache).toBe("hit");
    await db().update(cemeteries).set({ name: "Cemitério Novo" }).where(eq(cemeteries.id, cemetery.id));
    expect((await get(path)).cache).toBe("miss");
  });

  it("keeps only the first page of a search without a term, and the blog", async () => {
    for (const path of [
      "/searchProfiles",
      "/searchCemeteries",
      "/searchProfiles?pagina=1",
      "/blog",
      "/post?artigo=x",
    ]) {
      await get(path);
      expect((await get(path)).cache, path).toBe("hit");
    }
    for (const path of ["/searchProfiles?busca=maria", "/searchCemeteries?pagina=2", "/blog?outro=1"]) {
      await get(path);
      expect((await get(path)).cache, path).toBeNull();
    }
  });

  it("moves the site version in the writing transaction only", async () => {
    const version = async () => (await selectRows(db(), sql`select version from site_content`))[0];
    const before = await version();
    await db()
      .transaction(async (tx) => {
        await tx.insert(cemeteries).values({ name: "Cemitério Desfeito", city: "Recife", state: "PE" });
        throw new Error("rollback");
      })
      .catch(() => undefined);
    expect(await version()).toEqual(before);
  });
});
