import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { buildRequestContext, type RequestFacts, sessionTokenIn } from "~/shared/http/request-context.server";
import { type Encoding, type FinishedPage, PageStore } from "./page-store";
import { rawRequestFacts, type TrustProxy } from "./raw-facts.server";
import { wroteJustNow } from "./writers.server";
import type { VersionBook } from "./version-book";
import { VersionReader } from "./version-reader";

export type { TrustProxy } from "./raw-facts.server";
export { markWriters, WRITER_COOKIE } from "./writers.server";

/**
 * Anonymous visitors' public pages, kept as the finished, compressed bytes they were sent as
 * (docs/decisions/029, extending 010). A hit costs a version lookup and a socket write: no
 * rendering, no compression, no per-response nonce (public pages carry a hash-based CSP).
 *
 * A copy is served only while its page's version is the one it was rendered at, and never when
 * older than MAX_AGE_MS (relative times, burning candles, the birthday banner move with the clock).
 * Versions are read from the database (VersionReader: one read at a time per page, never one that
 * started before the request arrived), or, with a `book` fed by the database's announcements of
 * changes (decision 059), taken from what this process knows to be current without a read.
 */
export const MAX_AGE_MS = 60_000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Where a page's version comes from: `key` groups the requests that share one read. */
export interface VersionSource {
  key: string;
  /** The version, or undefined when this page must not be cached (a private or unknown memorial). */
  read(): Promise<string | undefined>;
}

/** A public page that may be cached, and what it depends on. */
export interface CacheablePage {
  name: string;
  path: RegExp;
  /** The query parameters the page reads; a request with any other (or one twice) is rendered. */
  params: ReadonlySet<string>;
  /** Only some views are cached (first pages of a search): false renders this request. */
  accept?(query: URLSearchParams): boolean;
  /** The page depends on the visitor's location cookie (home and search rank by it). */
  byLocation?: boolean;
  source(match: RegExpExecArray): VersionSource | undefined;
}

/** Headers that belong to one response, never to a kept copy. */
const OWN_HEADERS = new Set([
  "x-request-id",
  "x-render-cache",
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a page once, in every encoding a browser may ask for (on the thread pool). */
async function encodeAll(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz, identity: body };
}

/** Brotli when the browser takes it (every current one does), else gzip, else the plain bytes. */
export function encodingFor(req: Pick<IncomingMessage, "headers">): Encoding {
  const header = req.headers["accept-encoding"];
  if (typeof header !== "string") return "identity";
  const accepts = (name: string) =>
    header.split(",").some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding !== name && coding !== "*") return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return !q || Number(q.slice(2)) > 0;
    });
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : "identity";
}

export interface PageCacheOptions {
  pages: readonly CacheablePage[];
  /** Versions known from the database's announcements (decision 059); without it, every hit reads. */
  book?: VersionBook;
  maxBytes?: number;
  now?: () => number;
}

export interface PageCache {
  /**
   * The front door, on the raw HTTP server before Express: answers a kept page, or hands the
   * request to `next` (Express). `log` attaches the request log line (pino-http), so a hit is logged
   * like any request; Express's own log middleware must skip a request that already has `req.log`.
   */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** In Express, before the security headers and compression: keeps what a miss renders. */
  capture(req: Request, res: Response, next: NextFunction): void;
  /** Empties the cache (tests). */
  clear(): void;
}

interface Candidate {
  source: VersionSource;
  byLocation: boolean;
}

/** Which page this request is, when it may be served from (or kept in) the cache. */
function candidate(req: IncomingMessage, pages: readonly CacheablePage[]): Candidate | undefined {
  if (req.method !== "GET" || !req.url) return undefined;
  const question = req.url.indexOf("?");
  const path = question < 0 ? req.url : req.url.slice(0, question);
  const page = pages.find((one) => one.path.test(path));
  if (!page) return undefined;
  const query = new URLSearchParams(question < 0 ? "" : req.url.slice(question + 1));
  const seen = new Set<string>();
  for (const name of query.keys()) {
    if (!page.params.has(name) || seen.has(name)) return undefined;
    seen.add(name);
  }
  if (page.accept && !page.accept(query)) return undefined;
  if (sessionTokenIn(req.headers.cookie)) return undefined;
  const source = page.source(page.path.exec(path)!);
  return source && { source, byLocation: page.byLocation ?? false };
}

/** Pending misses: what the front door read, for the capture in Express to keep the render under. */
const pending = new WeakMap<IncomingMessage, { key: string; version: string; store: PageStore }>();

export function pageCache(
  { pages, book, maxBytes = 48 * 1024 * 1024, now }: PageCacheOptions,
  trust: TrustProxy,
  log: (req: IncomingMessage, res: ServerResponse) => void,
): PageCache {
  const store = new PageStore({ maxBytes, maxAgeMs: MAX_AGE_MS, now });
  const versions = new VersionReader<string | undefined>();

  /**
   * The page's version: known to this process, or read. A browser that has just written (its
   * WRITER_COOKIE) always reads: the announcement of its own change may still be on its way to
   * this process when its next request arrives.
   */
  const versionOf = (source: VersionSource, req: IncomingMessage): Promise<string | undefined> => {
    if (!book) return versions.read(source.key, () => source.read());
    if (!wroteJustNow(req.headers.cookie)) {
      const known = book.peek(source.key);
      if (known !== undefined) return Promise.resolve(known);
    }
    const ticket = book.ticket(source.key);
    return versions
      .read(source.key, () => source.read())
      .then((version) => {
        book.remember(source.key, version, ticket);
        return version;
      });
  };

  /** Where the request goes next: Express, at most once, and never after this door answered. */
  const onward = (res: ServerResponse, next: () => void) => () => {
    if (!res.headersSent) next();
  };

  const serve = (req: IncomingMessage, res: ServerResponse, express: () => void) => {
    const next = onward(res, express);
    let page: Candidate | undefined;
    let facts: RequestFacts;
    let ctx: ReturnType<typeof buildRequestContext>;
    try {
      page = candidate(req, pages);
      if (!page) return next();
      log(req, res);
      facts = rawRequestFacts(req, trust);
      ctx = buildRequestContext(facts);
    } catch {
      return next();
    }
    const source = page.source;
    const byLocation = page.byLocation;
    Promise.all([versionOf(source, req), ctx.consent()])
      .then(([version, consent]) => {
        if (version === undefined) return next();
        const location = byLocation ? ctx.location() : null;
        const place = location ? `${location.city}|${location.state}|${location.country}`.toLowerCase() : "";
        // The origin the render writes into canonical and share links: a copy made for one origin is
        // never served under another. The copy carries the security headers it was sent with (HSTS
        // only over https).
        const key = `${ctx.origin}${req.url}|${consent === "accepted" ? "c" : "-"}|${facts.protocol}|${place}`;
        const hit = store.get(key, version);
        if (hit) {
          // The log line names the client as Express would (req.ip); a miss goes on to Express.
          (req as { ip?: string }).ip = facts.ip;
          return send(req, res, hit, "hit");
        }
        pending.set(req, { key, version, store });
        next();
      })
      // A failed read renders the page (whose own reads answer for themselves); nothing here may
      // escape as an unhandled rejection.
      .catch(() => {
        pending.delete(req);
        if (res.headersSent) res.destroy();
        else next();
      });
  };

  const capture = (req: Request, res: Response, next: NextFunction) => {
    const miss = pending.get(req);
    if (!miss) return next();
    pending.delete(req);
    keepWhatIsRendered(req, res, (finished) => {
      if (finished) miss.store.set(miss.key, miss.version, finished);
    });
    next();
  };

  return {
    serve,
    capture,
    clear: () => {
      store.clear();
      book?.clear();
    },
  };
}

/** A kept page's response headers for each encoding, as one flat list (validated once, not per hit). */
const headerLists = new WeakMap<FinishedPage, Partial<Record<Encoding, string[]>>>();

function headersOf(page: FinishedPage, encoding: Encoding): string[] {
  let lists = headerLists.get(page);
  if (!lists) headerLists.set(page, (lists = {}));
  return (lists[encoding] ??= [
    ...Object.entries(page.headers).flat(),
    ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
    "Vary",
    "Accept-Encoding",
    "Content-Length",
    String(page.bodies[encoding].length),
  ]);
}

function send(req: IncomingMessage, res: ServerResponse, page: FinishedPage, outcome: "hit" | "miss") {
  const encoding = encodingFor(req);
  res.setHeader("X-Render-Cache", outcome);
  // Headers set on this response before (its request id, a miss's security headers) are merged in.
  res.writeHead(page.status, headersOf(page, encoding));
  res.end(page.bodies[encoding]);
}

/**
 * Holds back what the renderer writes; when it ends, compresses a keepable page in every encoding,
 * sends the one this visitor accepts and hands the finished page over. Anything else (a redirect,
 * an error, a cookie) is sent as rendered, compressed for this response only when it is a page.
 */
function keepWhatIsRendered(req: Request, res: Response, done: (page: FinishedPage | undefined) => void) {
  // The compression middleware leaves this response to us (server.ts).
  res.locals.pageCacheCompresses = true;
  res.setHeader("X-Render-Cache", "miss");
  const chunks: Buffer[] = [];
  let size = 0;
  const end = res.end.bind(res) as (chunk?: unknown) => Response;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const cb = typeof encoding === "function" ? encoding : callback;
    if (typeof cb === "function") process.nextTick(cb as () => void);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (cb) res.once("finish", cb);
    const body = Buffer.concat(chunks, size);
    const type = String(res.getHeader("content-type") ?? "");
    const csp = String(res.getHeader("content-security-policy") ?? "");
    const page = type.startsWith("text/html");
    const keep =
      page &&
      res.statusCode === 200 &&
      !res.getHeader("set-cookie") &&
      !csp.includes("'nonce-") &&
      size <= MAX_BODY_BYTES;
    if (!keep) {
      done(undefined);
      if (!page || body.length < 1024) return end(body);
      const encoding = encodingFor(req);
      const compress = encoding === "br" ? brotli(body) : encoding === "gzip" ? gzip(body) : Promise.resolve(body);
      compress.then(
        (encoded) => {
          if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
          res.setHeader("Vary", "Accept-Encoding");
          res.setHeader("Content-Length", encoded.length);
          end(encoded);
        },
        () => end(body),
      );
      return res;
    }
    encodeAll(body).then(
      (bodies) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!OWN_HEADERS.has(name) && value !== undefined)
            headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
        }
        // The route's Referrer-Policy wins over the default, as securityHeaders() does when sending.
        const referrer = headers["referrer-policy"]?.split(",");
        if (referrer && referrer.length > 1) headers["referrer-policy"] = referrer[referrer.length - 1]!.trim();
        const finished = { status: 200, headers, bodies };
        done(finished);
        res.end = end as Response["end"];
        send(req, res, finished, "miss");
      },
      () => {
        done(undefined);
        end(body);
      },
    );
    return res;
  }) as Response["end"];
}
