import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 as nodeCrc32 } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZip } from "./zip-reader.test-helpers";
import { crc32Table, ZipTooLargeError, ZipWriter } from "./zip-writer.server";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "zip-test-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const unzipInstalled = existsSync("/usr/bin/unzip");

async function zipOf(entries: [string, Uint8Array][], name = "a.zip"): Promise<Buffer> {
  const path = join(dir, name);
  const zip = await ZipWriter.create(path);
  for (const [entryName, data] of entries) await zip.add(entryName, data, new Date("2026-11-02T10:20:30Z"));
  const size = await zip.finish();
  const bytes = await readFile(path);
  expect(bytes.length).toBe(size);
  return bytes;
}

describe("ZipWriter", () => {
  it("the table CRC-32 agrees with zlib's", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (data) => {
        expect(crc32Table(data)).toBe(nodeCrc32(data) >>> 0);
      }),
    );
    expect(crc32Table(Buffer.from("123456789"))).toBe(0xcbf43926);
  });

  it("round-trips any set of files, stored or deflated, with UTF-8 names", async () => {
    const name = fc
      .array(fc.constantFrom("a", "b", "ç", "ã", "é", "Ω", "1", "-", "_"), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.join(""));
    const files = fc.uniqueArray(
      fc.tuple(
        name,
        fc.oneof(
          fc.uint8Array({ maxLength: 3000 }),
          fc.string({ maxLength: 3000 }).map((text) => new TextEncoder().encode(text.repeat(3))),
        ),
      ),
      { selector: ([entryName]) => entryName, maxLength: 8 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(files, async (entries) => {
        const bytes = await zipOf(entries, `p${run++}.zip`);
        const read = readZip(bytes);
        expect([...read.keys()]).toEqual(entries.map(([entryName]) => entryName));
        for (const [entryName, data] of entries) expect(read.get(entryName)!.equals(Buffer.from(data))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it.skipIf(!unzipInstalled)("is a valid archive for Info-ZIP's unzip -t", async () => {
    await zipOf(
      [
        ["conta/usuario.json", Buffer.from(JSON.stringify({ nome: "João", cidade: "São Paulo" }).repeat(50))],
        ["mídia/foto.bin", Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256))],
        ["vazio.txt", Buffer.alloc(0)],
      ],
      "unzip.zip",
    );
    const out = execFileSync("/usr/bin/unzip", ["-t", join(dir, "unzip.zip")]).toString();
    expect(out).toContain("No errors detected");
  });

  it("refuses unsafe and duplicate names", async () => {
    const zip = await ZipWriter.create(join(dir, "bad.zip"));
    await expect(zip.add("../x", Buffer.from("x"))).rejects.toThrow(/unsafe/);
    await expect(zip.add("/x", Buffer.from("x"))).rejects.toThrow(/unsafe/);
    await zip.add("x", Buffer.from("x"));
    await expect(zip.add("x", Buffer.from("y"))).rejects.toThrow(/duplicate/);
    await zip.abort();
  });

  it("refuses, clearly, to grow past its limit (4 GB: no ZIP64)", async () => {
    const zip = await ZipWriter.create(join(dir, "big.zip"), 1000);
    await zip.add("small.txt", Buffer.from("ok"));
    const noise = randomBytes(2000);
    const refused = await zip.add("noise.bin", noise).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ZipTooLargeError);
    expect((refused as Error).message).toBe("O arquivo passaria de 4 GB, o limite do formato ZIP sem ZIP64.");
    await zip.abort();
  });
});
