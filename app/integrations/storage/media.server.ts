import path from "node:path";
import express, { type RequestHandler } from "express";
import { config } from "~/shared/config.server";
import { assertSafeKey, type Storage } from "./storage";
import { storage, uploadsDir } from "./storage.server";

const ONE_YEAR = "public, max-age=31536000, immutable";

/**
 * Serves stored media at /media/: straight from DATA_DIR/uploads when stored locally, or read
 * from the bucket when STORAGE=s3 (the bucket stays private; put a CDN in front of /media/ for
 * heavy traffic). Keys name their content, so browsers may keep every response for a year. Both
 * answer HTTP range requests (206 with Content-Range, 416 past the end): a video plays and seeks
 * without downloading it whole (decision 048).
 */
export function serveMedia(root = uploadsDir()): RequestHandler {
  if (config().STORAGE !== "s3") {
    return express.static(root, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
  }
  return mediaFromStorage(() => storage());
}

export function mediaFromStorage(store: () => Storage): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD");
      next(httpError(405));
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\/+/, ""));
      assertSafeKey(key);
    } catch {
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
        next(httpError(404));
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
