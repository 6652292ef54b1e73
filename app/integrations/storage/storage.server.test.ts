import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage, StorageError } from "./storage.server";

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});

describe("localStorage", () => {
  it("survives many writes of the same key at once, leaving one whole file and no temporary ones", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-storage-"));
    roots.push(root);
    const storage = localStorage(root);
    const bodies = Array.from({ length: 24 }, (_, i) => Buffer.alloc(256 * 1024, i));
    await Promise.all(bodies.map((body) => storage.put("gallery/abc-320.jpg", body, "image/jpeg")));
    const stored = await storage.get("gallery/abc-320.jpg");
    expect(bodies.some((body) => body.equals(stored!))).toBe(true);
    expect(await fs.readdir(path.join(root, "gallery"))).toEqual(["abc-320.jpg"]);
  });

  it("lists the files under a folder, nested ones included, without folders or writes under way", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-storage-"));
    roots.push(root);
    const storage = localStorage(root);
    for (const key of ["gallery/a-320.jpg", "gallery/a-320.avif", "gallery/sub/b-640.webp", "galleryx/c-320.jpg"]) {
      await storage.put(key, Buffer.from(key), "application/octet-stream");
    }
    await fs.writeFile(path.join(root, "gallery", "a-640.jpg.123-abc.tmp"), "half written");
    expect((await storage.list("gallery/")).sort()).toEqual([
      "gallery/a-320.avif",
      "gallery/a-320.jpg",
      "gallery/sub/b-640.webp",
    ]);
    expect(await storage.list("nothing-here/")).toEqual([]);
    await expect(storage.list("../")).rejects.toThrow(/Unsafe storage key/);
  });

  it("refuses keys that would leave its folder", async () => {
    const storage = localStorage(os.tmpdir());
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get("gallery/../../x")).rejects.toThrow(/Unsafe storage key/);
  });

  it("ping: answers for a usable folder, rejects with a StorageError when the folder cannot be made", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "memorial-storage-"));
    roots.push(root);
    await expect(localStorage(path.join(root, "uploads")).ping()).resolves.toBeUndefined();
    await fs.writeFile(path.join(root, "a-file"), "x");
    await expect(localStorage(path.join(root, "a-file", "uploads")).ping()).rejects.toThrow(StorageError);
  });
});
