import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { serveMedia } from "./media.server";
import { expectRangeAnswers, RANGED_BODY } from "./ranges.test-helpers";

const before = config();
const roots: string[] = [];
afterAll(async () => {
  setConfig(before);
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

describe("serveMedia with local storage", () => {
  it("serves DATA_DIR/uploads at /media/, cacheable for a year, and nothing else", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-media-"));
    roots.push(dataDir);
    setConfig(parseConfig({ DATA_DIR: dataDir, STORAGE: "local" }));
    await fs.mkdir(path.join(dataDir, "uploads", "gallery"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "uploads", "gallery", "abc-320.jpg"), "jpeg bytes");
    await fs.writeFile(path.join(dataDir, "segredo.txt"), "fora da pasta de uploads");

    const app = express();
    app.use("/media", serveMedia());
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/media`;
    try {
      const found = await fetch(`${base}/gallery/abc-320.jpg`);
      expect(found.status).toBe(200);
      expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await found.text()).toBe("jpeg bytes");
      expect((await fetch(`${base}/gallery/missing-320.jpg`)).status).toBe(404);
      expect((await fetch(`${base}/%2e%2e/segredo.txt`)).status).not.toBe(200);
      // Private keys (a raw upload, a print file) are stored beside the others and never served.
      await fs.mkdir(path.join(dataDir, "uploads", "private", "card-prints"), { recursive: true });
      await fs.writeFile(path.join(dataDir, "uploads", "private", "card-prints", "a.pdf"), "print file");
      for (const spelling of [
        "private/card-prints/a.pdf",
        "./private/card-prints/a.pdf",
        "%70rivate/card-prints/a.pdf",
      ]) {
        expect((await fetch(`${base}/${spelling}`)).status, spelling).toBe(404);
      }
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it("serves WebP and AVIF with their types, and a modern variant not converted yet as its JPEG, briefly cached", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-media-"));
    roots.push(dataDir);
    setConfig(parseConfig({ DATA_DIR: dataDir, STORAGE: "local" }));
    const gallery = path.join(dataDir, "uploads", "gallery");
    await fs.mkdir(gallery, { recursive: true });
    await fs.writeFile(path.join(gallery, "new-320.avif"), "avif bytes");
    await fs.writeFile(path.join(gallery, "new-320.webp"), "webp bytes");
    await fs.writeFile(path.join(gallery, "old-320.jpg"), "old jpeg");

    const app = express();
    app.use("/media", serveMedia());
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/media`;
    try {
      for (const [file, type] of [
        ["new-320.avif", "image/avif"],
        ["new-320.webp", "image/webp"],
      ]) {
        const found = await fetch(`${base}/gallery/${file}`);
        expect(found.status).toBe(200);
        expect(found.headers.get("content-type")).toBe(type);
        expect(found.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      }
      const fallback = await fetch(`${base}/gallery/old-320.webp`);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get("content-type")).toBe("image/jpeg");
      expect(fallback.headers.get("cache-control")).toBe("public, max-age=600");
      expect(await fallback.text()).toBe("old jpeg");
      expect((await fetch(`${base}/gallery/missing-320.avif`)).status).toBe(404);
      expect((await fetch(`${base}/%2e%2e/uploads/gallery/old-320.avif`)).status).not.toBe(200);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it("answers range requests from DATA_DIR/uploads (a video plays and seeks): 206 with the bytes, 416 past the end", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-media-"));
    roots.push(dataDir);
    setConfig(parseConfig({ DATA_DIR: dataDir, STORAGE: "local" }));
    await fs.mkdir(path.join(dataDir, "uploads", "videos"), { recursive: true });
    await fs.writeFile(path.join(dataDir, "uploads", "videos", "p-1.mp4"), RANGED_BODY);
    const app = express();
    app.use("/media", serveMedia());
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    try {
      await expectRangeAnswers(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/media/videos/p-1.mp4`);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
