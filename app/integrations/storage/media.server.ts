import path from "node:path";
import express, { type RequestHandler, type Response } from "express";
import { config } from "~/shared/config.server";
import { assertSafeKey, isPrivateKey, type Storage } from "./storage";
import { localStorage, storage, uploadsDir } from "./storage.server";

const ONE_YEAR = "public, max-age=31536000, immutable";

/**
 * A WebP or AVIF variant not stored yet (an image older than decision 050, until the conversion
 * job reaches it) is answered with its JPEG: browsers show an image by its bytes, whatever the
 * `<source>` promised. Cached briefly, so the real file is loaded once it exists.
 */
const MODERN_VARIANT = /^(.+-\d+)\.(?:webp|avif)$/;
const FALLBACK_CACHE = "public, max-age=600";

/**
 * Serves stored media at /media/: straight from DATA_DIR/uploads when stored locally, or read
 * from the bucket when STORAGE=s3 (the bucket stays private; put a CDN in front of /media/ for
 * heavy traffic). Keys name their content, so browsers may keep every response for a year. Both
 * answer HTTP range requests (206 with Content-Range, 416 past the end): a video plays and seeks
 * without downloading it whole (decision 048).
 */
export function serveMedia(root = uploadsDir()): RequestHandler {
  if (config().STORAGE !== "s3") {
    const files = express.static(root, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
    const local = localStorage(root);
    return async (req, res, next) => {
      const key = mediaKey(req.path);
      // Only safe, public keys reach the files (every stored key is safe: storage refuses others).
      if (!key) {
        next(httpError(404));
        return;
      }
      if ((req.method === "GET" || req.method === "HEAD") && MODERN_VARIANT.test(key)) {
        try {
          if (!(await local.exists(key)) && (await sendJpegInstead(local, key, res))) return;
        } catch (error) {
          next(error);
          return;
        }
      }
      files(req, res, next);
    };
  }
  return mediaFromStorage(() => storage());
}

/** The storage key of a /media path, undefined when it is not a safe one or is private. */
function mediaKey(requestPath: string): string | undefined {
  try {
    const key = decodeURIComponent(requestPath.replace(/^\/+/, ""));
    assertSafeKey(key);
    return isPrivateKey(key) ? undefined : key;
  } catch {
    return undefined;
  }
}

/** Answers a missing modern variant with its JPEG; false when there is no JPEG either. */
async function sendJpegInstead(store: Storage, key: string, res: Response): Promise<boolean> {
  const jpeg = MODERN_VARIANT.exec(key);
  const body = jpeg ? await store.get(`${jpeg[1]}.jpg`) : undefined;
  if (!body) return false;
  res.set("Cache-Control", FALLBACK_CACHE).type("image/jpeg").send(body);
  return true;
}

export function mediaFromStorage(store: () => Storage): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      next(httpError(405));
      return;
    }
    const key = mediaKey(req.path);
    if (!key) {
      next(httpError(404));
      return;
    }
    try {
      res.set("Accept-Ranges", "bytes");
      if (req.headers.range) {
        const size = await store().size(key);
        if (size === undefined) {
          next(httpError(404));
          return;
        }
        const ranges = req.range(size, { combine: true });
        if (ranges === -1) {
          // Unsatisfiable (past the end): 416 with the length, as express.static answers locally.
          res.status(416).set("Content-Range", `bytes */${size}`).set("Cache-Control", "no-store").end();
          return;
        }
        // One range is answered as asked; a malformed header or several ranges get the whole file.
        if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === "bytes") {
          const { start, end } = ranges[0]!;
          const body = await store().getRange(key, start, end);
          if (!body) {
            next(httpError(404));
            return;
          }
          res
            .status(206)
            .set("Cache-Control", ONE_YEAR)
            .set("Content-Range", `bytes ${start}-${start + body.length - 1}/${size}`)
            .type(path.extname(key) || "application/octet-stream")
            .send(body);
          return;
        }
      }
      const body = await store().get(key);
      if (!body) {
        if (!(MODERN_VARIANT.test(key) && (await sendJpegInstead(store(), key, res)))) next(httpError(404));
        return;
      }
      res
        .set("Cache-Control", ONE_YEAR)
        .type(path.extname(key) || "application/octet-stream")
        .send(body);
    } catch (error) {
      next(error);
    }
  };
}

/** An error the /media error handler answers with its status (as express.static's are). */
function httpError(status: number): Error & { status: number } {
  return Object.assign(new Error(status === 404 ? "media file not found" : "method not allowed"), { status });
}
