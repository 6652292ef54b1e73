import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaFiles } from "~/integrations/storage/media-files.server";
import { mediaFromStorage } from "~/integrations/storage/media.server";
import { s3Storage } from "~/integrations/storage/s3.server";
import { setStorage, type Storage } from "~/integrations/storage/storage.server";
import { memorialCast } from "../../features/memorial/memorial.test-helpers";
import { loader as ogLoader } from "../../features/memorial/og/og-image-route";
import { setupTestDatabase } from "../../../tests/support/database";
import { testLoadContext } from "../../../tests/support/context";
import { loader } from "./memorial";
import { memorialPageOf } from "./memorial-data.test-helpers";

const { db } = setupTestDatabase();

/** An S3 store at a port nothing listens on: every call is refused at once. */
async function unreachableS3(): Promise<Storage> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return s3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "memorial-media",
    region: "sa-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
}

let down: Storage;
beforeEach(async () => {
  await memorialCast(db());
  down = await unreachableS3();
  setStorage(down);
});
afterEach(() => setStorage(undefined));

describe("a memorial while the S3 storage is down", () => {
  it("the page still renders, its og:image pointing at the preview's route", async () => {
    const request = new Request("http://localhost:3000/profile/publico.da.silva");
    const loaded = memorialPageOf(
      await loader({
        request,
        params: { username: "publico.da.silva" },
        context: testLoadContext(request, { ip: "10.9.9.9" }),
      } as unknown as Parameters<typeof loader>[0]),
    );
    expect(loaded.profile.name).toBeTruthy();
    expect(loaded.ogImage).toBe("/og/profile/publico.da.silva.jpg");
  });

  it("the preview's route sends crawlers to the site's default image, remembered by nobody", async () => {
    const response = (await ogLoader({
      params: { file: "publico.da.silva.jpg" },
    } as unknown as Parameters<typeof ogLoader>[0])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/og-default.jpg");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a media file answers 503 with Retry-After and a pt-BR page, and the process goes on", async () => {
    const app = express().use("/media", mediaFiles(mediaFromStorage(() => down)));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/media/gallery/abc-320.jpg`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(await response.text()).toContain("O armazenamento de arquivos está indisponível no momento.");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
