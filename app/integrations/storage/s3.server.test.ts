import type { AddressInfo } from "node:net";
import express from "express";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mediaFromStorage } from "./media.server";
import { s3Storage, StorageError } from "./s3.server";
import { sha256Hex, signRequest } from "./sigv4.server";

const OPTIONS = {
  endpoint: "https://s3.sa-east-1.example.test/",
  bucket: "memorial-media",
  region: "sa-east-1",
  accessKeyId: "AKIDMEMORIAL",
  secretAccessKey: "segredo-de-teste",
  now: () => new Date("2026-11-23T03:00:00Z"),
};

/** A tiny S3: keeps objects in memory and refuses any request whose signature is not right. */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: string[] = [];

async function verified(request: Request): Promise<Buffer | Response> {
  const body = Buffer.from(await request.arrayBuffer());
  const url = new URL(request.url);
  const type = request.headers.get("content-type");
  const expected = signRequest(
    {
      method: request.method,
      url,
      headers: type ? { "content-type": type } : {},
      payloadHash: sha256Hex(body),
    },
    { ...OPTIONS, service: "s3" },
    new Date("2026-11-23T03:00:00Z"),
  );
  const ok =
    request.headers.get("authorization") === expected.authorization &&
    request.headers.get("x-amz-content-sha256") === sha256Hex(body) &&
    request.headers.get("x-amz-date") === "20261123T030000Z";
  return ok ? body : new HttpResponse("<Error><Code>SignatureDoesNotMatch</Code></Error>", { status: 403 });
}

const OBJECT = "https://s3.sa-east-1.example.test/memorial-media/*";
const server = setupServer(
  http.all(OBJECT, async ({ request }) => {
    const checked = await verified(request);
    if (checked instanceof Response) return checked;
    const key = new URL(request.url).pathname.replace("/memorial-media/", "");
    seen.push(`${request.method} ${key}`);
    const stored = objects.get(key);
    switch (request.method) {
      case "PUT":
        objects.set(key, { body: checked, type: request.headers.get("content-type") ?? "" });
        return new HttpResponse(null, { status: 200 });
      case "GET":
        return stored
          ? new HttpResponse(stored.body, { headers: { "content-type": stored.type } })
          : new HttpResponse(null, { status: 404 });
      case "HEAD":
        return new HttpResponse(null, { status: stored ? 200 : 404 });
      case "DELETE":
        objects.delete(key);
        return new HttpResponse(null, { status: 204 });
      default:
        return new HttpResponse(null, { status: 405 });
    }
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => {
  server.resetHandlers();
  objects.clear();
  seen.length = 0;
});
afterAll(() => server.close());

describe("s3Storage", () => {
  it("puts, finds, reads and deletes objects with signed requests", async () => {
    const storage = s3Storage(OPTIONS);
    const jpeg = Buffer.from("not really a jpeg, but bytes all the same");
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(false);
    expect(await storage.get("gallery/abc-320.jpg")).toBeUndefined();
    await storage.put("gallery/abc-320.jpg", jpeg, "image/jpeg");
    expect(objects.get("gallery/abc-320.jpg")).toEqual({ body: jpeg, type: "image/jpeg" });
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(true);
    expect(await storage.get("gallery/abc-320.jpg")).toEqual(jpeg);
    await storage.delete("gallery/abc-320.jpg");
    await storage.delete("gallery/abc-320.jpg");
    expect(await storage.exists("gallery/abc-320.jpg")).toBe(false);
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

  it("fails loudly, with the store's answer, when the store refuses", async () => {
    const wrongKey = s3Storage({ ...OPTIONS, secretAccessKey: "errado" });
    await expect(wrongKey.put("gallery/x-320.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(StorageError);
    await expect(wrongKey.get("gallery/x-320.jpg")).rejects.toThrow(/answered 403: .*SignatureDoesNotMatch/);
    expect(objects.size).toBe(0);
  });

  it("gives up on a store that does not answer in time", async () => {
    server.use(http.all(OBJECT, () => new Promise<never>(() => {})));
    const slow = s3Storage({ ...OPTIONS, timeoutMs: 50 });
    await expect(slow.get("gallery/x-320.jpg")).rejects.toThrow(StorageError);
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
    const app = express();
    app.use(
      "/media",
      mediaFromStorage(() => storage),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/media`;
    try {
      const found = await fetch(`${base}/profiles/abc-640.jpg`);
      expect(found.status).toBe(200);
      expect(found.headers.get("content-type")).toBe("image/jpeg");
      expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await found.text()).toBe("jpeg bytes");
      expect((await fetch(`${base}/profiles/missing-640.jpg`)).status).toBe(404);
      expect((await fetch(`${base}/profiles/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
      expect((await fetch(`${base}/profiles/abc-640.jpg`, { method: "DELETE" })).status).toBe(405);
      expect(objects.has("profiles/abc-640.jpg")).toBe(true);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
