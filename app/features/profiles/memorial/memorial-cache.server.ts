import { sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { db, selectRows } from "~/db/client.server";
import { ctxOf } from "~/shared/http/request-context.server";
import { RenderCache, type CachedPage } from "./render-cache";

/**
 * The rendered memorial page, cached for anonymous visitors (docs/decisions/010).
 *
 * A public memorial is the page visitors arrive at from a WhatsApp link, often many at once after a
 * funeral. Rendering it costs ~15 ms of CPU; a cached copy costs a fraction of that. A copy is served
 * only while the memorial's version (below) is the one it was rendered at and for at most MAX_AGE_MS
 * (relative times, burning candles and the birthday banner move with the clock). Signed-in visitors,
 * private memorials, tokens in the path and unknown query parameters are never cached.
 *
 * The version is read from the database on every request, so every process of the app sees a new
 * tribute, attendance, photo or edit at once. It is profiles.content_version, which the database
 * bumps itself: an edit of the profile row, or any write to a table with a foreign key to profiles
 * (settled tributes only; never the visit counter). A new table that belongs to a memorial needs
 * the three triggers of migration 0007; content-version.test.ts fails until it has them.
 */
const MAX_AGE_MS = 60_000;
const PATH = /^\/profile\/([^/@][^/]{0,99})\/?$/;
const PAGE_PARAMS = new Set(["aba", "filtro", "pagina", "presencas", "aviso"]);

const newCache = () => new RenderCache({ maxBytes: 32 * 1024 * 1024, maxAgeMs: MAX_AGE_MS });
let cache = newCache();

/** Empties the cache (tests). */
export function resetMemorialCache(): void {
  cache = newCache();
}

/** The username of a cacheable memorial request, or undefined when this request must be rendered. */
function cacheableUsername(req: Request): string | undefined {
  if (req.method !== "GET") return undefined;
  const match = PATH.exec(req.path);
  if (!match) return undefined;
  if (ctxOf(req).sessionToken) return undefined;
  for (const [name, value] of Object.entries(req.query)) {
    if (!PAGE_PARAMS.has(name) || typeof value !== "string") return undefined;
  }
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * What the memorial page shows, as one string that changes whenever the page would: the profile's
 * id (a memorial deleted and created again under the same username is another page) and its
 * content_version, which triggers bump on every change of the memorial (migration 0007). Undefined
 * for an unknown username or a private memorial (never cached). One index lookup.
 */
export async function memorialVersion(username: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string; access: string; content_version: string | number }>(
    db(),
    sql`select id, access::text as access, content_version
          from profiles
         where lower(username) = lower(${username})`,
  );
  if (!row || row.access !== "Public") return undefined;
  return `${row.id}:${row.content_version}`;
}

/** Headers that belong to one response, never to a cached copy. */
const OWN_HEADERS = new Set([
  "content-security-policy",
  "x-request-id",
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "etag",
  "connection",
  "keep-alive",
]);

/** Express middleware in front of the page renderer. */
export function memorialRenderCache() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const username = cacheableUsername(req);
    const nonce = res.locals.cspNonce as string | undefined;
    if (!username || !nonce) return next();
    const ctx = ctxOf(req);
    let version: string | undefined;
    let consented: boolean;
    try {
      const [v, status] = await Promise.all([memorialVersion(username), ctx.consent()]);
      version = v;
      consented = status === "accepted";
    } catch (error) {
      return next(error);
    }
    if (!version) return next();
    // The origin the render writes into canonical and share links (the context's): a copy made for
    // one origin is never served under another.
    const key = `${ctx.origin}${req.originalUrl}|${consented ? "c" : "-"}`;
    const hit = cache.get(key, version);
    if (hit) {
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Render-Cache", "hit");
      res.status(hit.status).send(hit.body.split(hit.nonce).join(nonce));
      return;
    }
    res.setHeader("X-Render-Cache", "miss");
    capture(res, (page) => {
      if (page) cache.set(key, version!, { ...page, nonce });
    });
    next();
  };
}

/** Tees what the renderer writes, and hands it over when the response is complete and cacheable. */
function capture(res: Response, done: (page: Omit<CachedPage, "nonce"> | undefined) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keep = true;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > 2 * 1024 * 1024) keep = false;
    else chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const result = end(chunk, ...rest);
    const type = String(res.getHeader("content-type") ?? "");
    if (keep && res.statusCode === 200 && !res.getHeader("set-cookie") && type.startsWith("text/html")) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!OWN_HEADERS.has(name) && value !== undefined)
          headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
      }
      done({ status: 200, headers, body: Buffer.concat(chunks).toString("utf8") });
    } else done(undefined);
    return result;
  }) as Response["end"];
}
