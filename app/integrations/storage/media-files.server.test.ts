import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/shared/logger.server";
import { mediaFiles } from "./media-files.server";
import { serveMedia } from "./media.server";

let base = "";
let server: ReturnType<express.Express["listen"]> | undefined;
beforeAll(async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "media-"));
  await fs.mkdir(path.join(root, "profiles"));
  await fs.writeFile(path.join(root, "profiles", "foto.webp"), "RIFF");
  const app = express();
  // As in production: Express's own handler would print the stack trace of every refusal.
  app.set("env", "production");
  app.use("/media", mediaFiles(serveMedia(root)));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));
afterEach(() => {
  vi.restoreAllMocks();
});

describe("/media", () => {
  it("serves a file for a year", async () => {
    const res = await fetch(`${base}/media/profiles/foto.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/media/profiles/apagada.webp", "/media/profiles/..%2f..%2f..%2fetc%2fpasswd", "/media/profiles/"])(
    "answers %s with a pt-BR page, logged through pino and not as a stack trace",
    async (address) => {
      const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const info = vi.spyOn(logger(), "info");
      const res = await fetch(`${base}${address}`);
      expect([403, 404]).toContain(res.status);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const page = await res.text();
      expect(page).toContain("Arquivo não encontrado");
      expect(page).not.toMatch(/Error|at .*\.js/);
      expect(stderr).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ url: address, status: res.status }),
        expect.any(String),
      );
    },
  );
});
