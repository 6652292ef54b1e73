import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setStorage } from "~/integrations/storage/storage.server";
import { tempStorage } from "~/shared/images/test-images";
import { ensureOgImage, NOT_STORED_MS, ogInput, ogKey, storedOgImageUrl } from "./og-image.server";

const roots: string[] = [];
afterAll(async () => {
  const fs = await import("node:fs/promises");
  await Promise.all(roots.map((root) => fs.rm(root, { recursive: true, force: true })));
});
afterEach(() => setStorage(undefined));

/** A store on a temporary folder that counts its lookups. */
async function countingStorage() {
  const inner = await tempStorage(roots);
  const lookups: string[] = [];
  const storage = {
    ...inner,
    exists: (key: string) => {
      lookups.push(key);
      return inner.exists(key);
    },
  };
  setStorage(storage);
  return { storage, lookups };
}

const input = ogInput(
  { imagePath: null, name: "Maria de Lourdes", birthDate: "1940-03-02", deathDate: "2024-08-15" },
  "Memorial",
);

describe("the stored link preview's address", () => {
  it("asks the store about a missing preview once a minute, and knows at once when this process stores it", async () => {
    const { storage, lookups } = await countingStorage();
    const profileId = randomUUID();
    const t0 = Date.parse("2026-11-27T12:00:00Z");
    expect(await storedOgImageUrl(profileId, input, t0)).toBeUndefined();
    expect(await storedOgImageUrl(profileId, input, t0 + NOT_STORED_MS - 1)).toBeUndefined();
    expect(lookups).toHaveLength(1);
    expect(await storedOgImageUrl(profileId, input, t0 + NOT_STORED_MS)).toBeUndefined();
    expect(lookups).toHaveLength(2);

    await ensureOgImage(profileId, input);
    const url = storage.url(ogKey(profileId, input));
    expect(await storedOgImageUrl(profileId, input, t0 + NOT_STORED_MS + 1)).toBe(url);
    expect(lookups).toHaveLength(2);
  });

  it("finds a preview another process stored once the minute is over, and then stops asking", async () => {
    const { storage, lookups } = await countingStorage();
    const profileId = randomUUID();
    const t0 = Date.parse("2026-11-27T12:00:00Z");
    expect(await storedOgImageUrl(profileId, input, t0)).toBeUndefined();
    // Another process draws and stores it.
    await storage.put(ogKey(profileId, input), Buffer.from("jpeg"), "image/jpeg");
    expect(await storedOgImageUrl(profileId, input, t0 + 1)).toBeUndefined();
    const url = storage.url(ogKey(profileId, input));
    expect(await storedOgImageUrl(profileId, input, t0 + NOT_STORED_MS)).toBe(url);
    expect(await storedOgImageUrl(profileId, input, t0 + 10 * NOT_STORED_MS)).toBe(url);
    expect(lookups).toHaveLength(2);
  });
});
