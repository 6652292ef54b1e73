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
 * tribute, attendance, photo or edit at once. What changes the page must change the version: the
 * profile row's updated_at (edits of the profile, its family tree and interests must touch it), or
 * the watched tables (settled tributes, attendances, gallery images).
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

interface VersionRow {
  access: string;
  updated_at: string | Date;
  tributes: string | number;
  last_tribute: string | Date | null;
  attendances: string | number;
  last_attendance: string | Date | null;
  photos: string | number;
  last_photo: string | Date | null;
}

/**
 * What the memorial page shows, as one string that changes whenever the page would. Undefined for
 * an unknown username or a private memorial (never cached). Every part is read from an index.
 */
export async function memorialVersion(username: string): Promise<string | undefined> {
  const [row] = await selectRows<VersionRow>(
    db(),
    sql`select p.access::text as access, p.updated_at,
               (select count(*) from tributes t where t.profile_id = p.id and t.status = 'paid') as tributes,
               (select max(t.created_at) from tributes t where t.profile_id = p.id and t.status = 'paid') as last_tribute,
               (select count(*) from attendances a where a.profile_id = p.id) as attendances,
               (select max(a.attended_at) from attendances a where a.profile_id = p.id) as last_attendance,
               (select count(*) from gallery_images g where g.profile_id = p.id) as photos,
               (select max(g.created_at) from gallery_images g where g.profile_id = p.id) as last_photo
          from profiles p
         where lower(p.username) = lower(${username})`,
  );
  if (!row || row.access !== "Public") return undefined;
  const time = (value: string | Date | null) => (value === null ? "-" : new Date(value).getTime());
  return [
    time(row.updated_at),
    row.tributes,
    time(row.last_tribute),
    row.attendances,
    time(row.last_attendance),
    row.photos,
    time(row.last_photo),
  ].join(":");
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
