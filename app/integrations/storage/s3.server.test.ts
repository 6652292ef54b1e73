import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderVariants, variantKeys, writeVariants } from "~/shared/images/variants.server";
import { mediaFromStorage } from "./media.server";
import { expectRangeAnswers, RANGED_BODY } from "./ranges.test-helpers";
import { s3Storage, StorageError } from "./s3.server";

/**
 * A real S3-compatible server (s3rver, keeping objects in a temporary folder) behind a thin
 * recorder on 127.0.0.1: the recorder notes each request, checks that it carries an AWS
 * Signature Version 4 for the configured key, and can hold requests unanswered. s3rver answers
 * like S3 (XML errors, NoSuchKey, InvalidAccessKeyId) but checks no more than the key's id.
 */
const BUCKET = "memorial-media";
const OPTIONS = {
  endpoint: "",
  bucket: BUCKET,
  region: "sa-east-1",
  // The one key s3rver knows.
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
};

const SIGNATURE =
  /^AWS4-HMAC-SHA256 Credential=(\w+)\/(\d{8})\/sa-east-1\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

const seen: string[] = [];
const badlySigned: string[] = [];
let hold = false;
/** Keys whose PUT the store refuses (403 AccessDenied), as a bucket policy or a failing node would. */
let refusePut: (key: string) => boolean = () => false;
let folder = "";
let base = "";
let server: http.Server;

function unsigned(req: http.IncomingMessage): string | undefined {
  const match = SIGNATURE.exec(req.headers.authorization ?? "");
  if (!match) return `no SigV4 authorization: ${req.headers.authorization}`;
  const [, , day, signedHeaders] = match;
  const signed = signedHeaders!.split(";");
  for (const header of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!signed.includes(header)) return `${header} is not signed`;
  }
  if (!String(req.headers["x-amz-date"]).startsWith(day!)) return "x-amz-date is not the credential's day";
  if (!/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/.test(String(req.headers["x-amz-content-sha256"]))) {
    return "no payload hash";
  }
  return undefined;
}

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-s3rver-"));
  const s3rver = new S3rver({ silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const s3 = s3rver.callback();
  server = http.createServer((req, res) => {
    // The test's own look at what the store keeps is neither recorded nor held.
    if (req.headers["x-test-peek"]) return s3(req, res);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    seen.push(`${req.method} ${url.pathname.replace(`/${BUCKET}/`, "")}`);
    const problem = unsigned(req);
    if (problem) badlySigned.push(`${req.method} ${url.pathname}: ${problem}`);
    if (req.method === "PUT" && refusePut(url.pathname.replace(`/${BUCKET}/`, ""))) {
      res.writeHead(403, { "Content-Type": "application/xml" });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      return;
    }
    if (!hold) s3(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  OPTIONS.endpoint = `${base}/`;
});

afterEach(() => {
  seen.length = 0;
  hold = false;
  refusePut = () => false;
  // Requests left unanswered on purpose end here.
  server.closeAllConnections();
  expect(badlySigned).toEqual([]);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(folder, { recursive: true, force: true });
});

/** The object as the store keeps it (read without a signature: s3rver lets anonymous reads in). */
async function stored(key: string) {
  const response = await fetch(`${base}/${BUCKET}/${key}`, { headers: { "x-test-peek": "1" } });
  if (response.status === 404) return undefined;
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") };
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("s3Storage", () => {
  it("puts, finds, reads and deletes objects with signed requests", async () => {
    const storage = s3Storage(OPTIONS);
    const jpeg = Buffer.from("not really a jpeg, but bytes all the same");
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(false);
    expect(await storage.get("gallery/abc-320.jpg")).toBeUndefined();
    await storage.put("gallery/abc-320.jpg", jpeg, "image/jpeg");
    expect(await stored("gallery/abc-320.jpg")).toEqual({ body: jpeg, type: "image/jpeg" });
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(true);
    expect(await storage.get("gallery/abc-320.jpg")).toEqual(jpeg);
    await storage.delete("gallery/abc-320.jpg");
    await storage.delete("gallery/abc-320.jpg");
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(false);
    expect(await stored("gallery/abc-320.jpg")).toBeUndefined();
    expect(storage.url("gallery/abc-320.jpg")).toBe("/media/gallery/abc-320.jpg");
    expect(seen).toEqual([
      "HEAD gallery/abc-320.jpg",
      "GET gallery/abc-320.jpg",
      "PUT gallery/abc-320.jpg",
      "HEAD gallery/abc-320.jpg",
      "GET gallery/abc-320.jpg",
      "DELETE gallery/abc-320.jpg",
      "DELETE gallery/abc-320.jpg",
      "HEAD gallery/abc-320.jpg",
    ]);
  });

  it("keeps binary bodies byte for byte", async () => {
    const storage = s3Storage(OPTIONS);
    const bytes = Buffer.from(Array.from({ length: 256 * 1024 }, (_, i) => (i * 31) % 256));
    await storage.put("profiles/bin-1200.jpg", bytes, "image/jpeg");
    expect((await storage.get("profiles/bin-1200.jpg"))!.equals(bytes)).toBe(true);
    await storage.delete("profiles/bin-1200.jpg");
  });

  it("fails loudly, with the store's answer, when the store refuses", async () => {
    const unknownKey = s3Storage({ ...OPTIONS, accessKeyId: "DESCONHECIDA" });
    await expect(unknownKey.put("gallery/x-320.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(StorageError);
    await expect(unknownKey.get("gallery/x-320.jpg")).rejects.toThrow(
      /^S3 GET gallery\/x-320.jpg answered 403: InvalidAccessKeyId/,
    );
    await expect(unknownKey.exists("gallery/x-320.jpg")).rejects.toThrow(/answered 403/);
    expect(await stored("gallery/x-320.jpg")).toBeUndefined();
  });

  it("gives up on a store that does not answer in time", async () => {
    hold = true;
    const slow = s3Storage({ ...OPTIONS, timeoutMs: 200 });
    const started = Date.now();
    await expect(slow.get("gallery/x-320.jpg")).rejects.toThrow(
      new StorageError("S3 GET gallery/x-320.jpg failed: no answer within 200 ms"),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("fails at once, with a StorageError, when nothing listens at the endpoint", async () => {
    const down = s3Storage({ ...OPTIONS, endpoint: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 3_000 });
    const started = Date.now();
    const failure = await down
      .put("gallery/x-320.jpg", Buffer.from("x"), "image/jpeg")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as Error).message).toMatch(/^S3 PUT gallery\/x-320.jpg failed: .*ECONNREFUSED/);
    await expect(down.exists("gallery/x-320.jpg")).rejects.toThrow(StorageError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("ping: answers while the bucket is there, rejects with a StorageError when the store is away", async () => {
    await expect(s3Storage(OPTIONS).ping()).resolves.toBeUndefined();
    await expect(s3Storage({ ...OPTIONS, bucket: "no-such-bucket" }).ping()).rejects.toThrow(/answered 404/);
    const down = s3Storage({ ...OPTIONS, endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(down.ping()).rejects.toThrow(StorageError);
  });

  it("an image's sizes are written all or none: the store refusing the largest, the others are deleted again", async () => {
    const storage = s3Storage(OPTIONS);
    refusePut = (key) => key.endsWith("-1200.jpg");
    const rendered = await renderVariants(
      sharp({ create: { width: 1600, height: 900, channels: 3, background: "#336699" } }),
    );
    await expect(writeVariants(storage, "gallery/all-or-none", rendered)).rejects.toThrow(StorageError);
    for (const key of variantKeys("gallery/all-or-none")) expect(await stored(key)).toBeUndefined();
    expect(seen.filter((line) => line.startsWith("PUT"))).toHaveLength(9);
  });

  it("lists the keys under a folder, and nothing from the others", async () => {
    const storage = s3Storage(OPTIONS);
    const keys = ["listed/a-320.jpg", "listed/a-320.avif", "listed/b/c-1200.webp"];
    for (const key of [...keys, "listed-not/x-320.jpg", "other/listed/y-320.jpg"]) {
      await storage.put(key, Buffer.from(key), "application/octet-stream");
    }
    expect((await storage.list("listed/")).sort()).toEqual([...keys].sort());
    expect(await storage.list("empty-folder/")).toEqual([]);
  });

  it("refuses keys that would leave the bucket's folders, before any request", async () => {
    const storage = s3Storage(OPTIONS);
    await expect(storage.get("../other-bucket/secret")).rejects.toThrow(/Unsafe storage key/);
    expect(seen).toEqual([]);
  });
});

describe("mediaFromStorage", () => {
  it("serves stored media from the bucket at /media/, cacheable for a year", async () => {
    const storage = s3Storage(OPTIONS);
    await storage.put("profiles/abc-640.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    await storage.put("private/video-uploads/x.bin", Buffer.from("raw upload"), "application/octet-stream");
    const app = express();
    app.use(
      "/media",
      mediaFromStorage(() => storage),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const media = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/media`;
    try {
      const found = await fetch(`${media}/profiles/abc-640.jpg`);
      expect(found.status).toBe(200);
      expect(found.headers.get("content-type")).toBe("image/jpeg");
      expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await found.text()).toBe("jpeg bytes");
      expect((await fetch(`${media}/profiles/missing-640.jpg`)).status).toBe(404);
      expect((await fetch(`${media}/profiles/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
      expect((await fetch(`${media}/profiles/abc-640.jpg`, { method: "DELETE" })).status).toBe(405);
      // A private key (a raw upload before its job) is in the bucket and never served.
      expect((await fetch(`${media}/private/video-uploads/x.bin`)).status).toBe(404);
      expect(await stored("profiles/abc-640.jpg")).toMatchObject({ body: Buffer.from("jpeg bytes") });
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it("serves WebP and AVIF with their types, and a modern variant not converted yet as its JPEG, briefly cached", async () => {
    const storage = s3Storage(OPTIONS);
    await storage.put("gallery/new-320.avif", Buffer.from("avif bytes"), "image/avif");
    await storage.put("gallery/new-320.webp", Buffer.from("webp bytes"), "image/webp");
    await storage.put("gallery/old-320.jpg", Buffer.from("old jpeg"), "image/jpeg");
    const app = express();
    app.use(
      "/media",
      mediaFromStorage(() => storage),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const media = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/media`;
    try {
      for (const [file, type] of [
        ["new-320.avif", "image/avif"],
        ["new-320.webp", "image/webp"],
      ]) {
        const found = await fetch(`${media}/gallery/${file}`);
        expect(found.status).toBe(200);
        expect(found.headers.get("content-type")).toBe(type);
        expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      }
      const fallback = await fetch(`${media}/gallery/old-320.avif`);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get("content-type")).toBe("image/jpeg");
      expect(fallback.headers.get("cache-control")).toBe("public, max-age=600");
      expect(await fallback.text()).toBe("old jpeg");
      expect((await fetch(`${media}/gallery/missing-320.webp`)).status).toBe(404);
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it("answers range requests from the bucket (a video plays and seeks): 206 with the bytes, 416 past the end", async () => {
    const storage = s3Storage(OPTIONS);
    await storage.put("videos/p-1.mp4", RANGED_BODY, "video/mp4");
    expect(await storage.size("videos/p-1.mp4")).toBe(1000);
    expect(await storage.size("videos/missing.mp4")).toBeUndefined();
    expect(await storage.getRange("videos/p-1.mp4", 10, 19)).toEqual(RANGED_BODY.subarray(10, 20));
    const app = express();
    app.use(
      "/media",
      mediaFromStorage(() => storage),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    try {
      await expectRangeAnswers(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/media/videos/p-1.mp4`);
      // Only the asked bytes came from the bucket: ranged GETs, not whole objects.
      expect(seen.filter((line) => line.startsWith("GET videos/p-1.mp4")).length).toBeGreaterThan(0);
    } finally {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
