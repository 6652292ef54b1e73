import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataExports } from "~/db/schema";
import { setMailer } from "~/integrations/mail/mail.server";
import { actorOf, signedInUser } from "~/features/payments/payments.test-helpers";
import { readOutbox, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { readZip } from "~/shared/zip/zip-reader.test-helpers";
import { setupTestDatabase } from "../../../tests/support/database";
import { PERSONAL_DATA_SOURCES } from "~/composition/personal-data.server";
import { storage } from "~/integrations/storage/storage.server";
import {
  deleteExpiredExportFiles,
  exportFile,
  exportLink,
  EXPORTS_PER_DAY,
  listExports,
  requestExport,
} from "./export.server";
import { MY_DATA_MESSAGES as M } from "./my-data.constants";
import { exportRow, exportTokenIn, PHOTO_BYTES, richPerson, runExportJob } from "./my-data.test-helpers";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-02T13:00:00Z");
const DAY = 86_400_000;

async function exportedZip(outbox: string) {
  const rich = await richPerson(db(), NOW);
  const { exportId } = await requestExport(rich.actor, NOW);
  await runExportJob(exportId, NOW);
  const [mail] = await readOutbox(outbox);
  const token = exportTokenIn(mail!)!;
  return { ...rich, exportId, mail: mail!, token, zip: await exportFile(rich.actor, token, NOW) };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString("utf8")) as unknown[];

describe("the 'Meus dados' export (decision 058)", () => {
  it("holds each source's rows about a rich person, as one JSON per table, and their uploaded media", async () => {
    const { zip, actor, memorial, payment, portraitKey, photoKey, mail } = await exportedZip(await useTempOutbox());
    expect(mail).toContain(`To: ${actor.email}`);
    expect(mail).toContain("O arquivo com os dados que guardamos sobre você está pronto");
    const files = readZip(zip);
    // Every source wrote every table it answers for.
    for (const source of PERSONAL_DATA_SOURCES) {
      for (const table of Object.keys(source.tables).filter((t) => t !== "rate_limit_buckets")) {
        expect(files.has(`${source.name}/${table}.json`), `${source.name}/${table}.json`).toBe(true);
      }
    }
    expect(json(files, "accounts/users.json")).toEqual([expect.objectContaining({ id: actor.id, email: actor.email })]);
    expect(files.get("accounts/users.json")!.toString()).not.toMatch(/scrypt|passwordHash/);
    expect(json(files, "accounts/sessions.json")).toHaveLength(0);
    expect(json(files, "profiles/profiles.json")).toEqual([expect.objectContaining({ id: memorial.id })]);
    expect(json(files, "payments/payments.json")).toEqual([
      expect.objectContaining({ id: payment.id, status: "approved" }),
    ]);
    expect(json(files, "plans/plan_contracts.json")).toEqual([expect.objectContaining({ planId: "Platina" })]);
    expect(json(files, "vouchers/vouchers.json")).toHaveLength(1);
    expect(json(files, "ledger/ledger_accounts.json")).toEqual([expect.objectContaining({ kind: "wallet" })]);
    expect(json(files, "ledger/ledger_entries.json").length).toBeGreaterThanOrEqual(2);
    expect(json(files, "tributes/tributes.json")).toEqual([expect.objectContaining({ body: "Com carinho." })]);
    expect(json(files, "attendance/attendances.json")).toHaveLength(1);
    expect(json(files, "consent/consent_events.json")).toEqual([
      expect.objectContaining({ consent: true, ip: "203.0.113.7" }),
    ]);
    expect(json(files, "memorial-team/memorial_members.json")).toEqual([expect.objectContaining({ role: "editor" })]);
    // The originals, byte for byte.
    expect(files.get(`midia/${portraitKey}`)!.equals(PHOTO_BYTES)).toBe(true);
    expect(files.get(`midia/${photoKey}`)!.length).toBe(PHOTO_BYTES.length * 2);
    expect(files.get("LEIA-ME.txt")!.toString()).toContain("payments/payments.json: 1 registro(s)");
  });

  it.skipIf(!existsSync("/usr/bin/unzip"))("is a ZIP Info-ZIP's unzip tests clean", async () => {
    const { zip } = await exportedZip(await useTempOutbox());
    const path = join(await mkdtemp(join(tmpdir(), "meus-dados-test-")), "export.zip");
    await writeFile(path, zip);
    expect(execFileSync("/usr/bin/unzip", ["-t", path]).toString()).toContain("No errors detected");
  });

  it("one export at a time; the link is for its owner only, and expires after 7 days", async () => {
    const { actor, token, exportId } = await exportedZip(await useTempOutbox());
    expect((await exportRow(db(), exportId))!.status).toBe("ready");
    expect(await exportLink(actor, token, NOW)).toMatchObject({ state: "ready" });

    const stranger = await signedInUser(db());
    await expect(exportFile(stranger, token, NOW)).rejects.toThrow(M.exportNotFound);
    await expect(exportLink(stranger, token, NOW)).rejects.toThrow(M.exportNotFound);
    await expect(exportFile(null, token, NOW)).rejects.toMatchObject({ status: 401 });
    await expect(exportFile(actor, "x".repeat(43), NOW)).rejects.toThrow(M.exportNotFound);

    const later = new Date(NOW.getTime() + 7 * DAY + 1000);
    await expect(exportFile(actor, token, later)).rejects.toThrow(M.exportExpired);
    expect(await exportLink(actor, token, later)).toMatchObject({ state: "expired" });
    expect((await listExports(actor.id, later))[0]!.status).toBe("expired");
    expect((await exportFile(actor, token, new Date(NOW.getTime() + 6 * DAY))).length).toBeGreaterThan(0);

    // A second request while one is being built is refused; once built, a new one may start.
    const other = actorOf(await signedInUser(db()));
    await requestExport(other, NOW);
    await expect(requestExport(other, NOW)).rejects.toThrow(M.exportInFlight);
    await expect(requestExport(other, new Date(NOW.getTime() + 2 * 3_600_000))).resolves.toBeDefined();
  });

  it("a retry after the e-mail failed sends a new working link without building the file again", async () => {
    const rich = await richPerson(db(), NOW);
    const { exportId } = await requestExport(rich.actor, NOW);
    setMailer({
      send: () => Promise.reject(new Error("SMTP indisponível")),
    });
    await expect(runExportJob(exportId, NOW)).rejects.toThrow("SMTP indisponível");
    const stored = (await exportRow(db(), exportId))!;
    expect(stored.status).toBe("ready");
    const outbox = await useTempOutbox();
    await runExportJob(exportId, NOW);
    const token = exportTokenIn((await readOutbox(outbox))[0]!)!;
    expect((await exportRow(db(), exportId))!.fileKey).toBe(stored.fileKey);
    expect((await exportFile(rich.actor, token, NOW)).length).toBeGreaterThan(0);
  });

  it("a file built while its owner deleted the export's row is not kept", async () => {
    await useTempOutbox();
    const rich = await richPerson(db(), NOW);
    const { exportId } = await requestExport(rich.actor, NOW);
    const keys: string[] = [];
    const real = storage();
    const put = real.put.bind(real);
    real.put = async (key, body, type) => {
      keys.push(key);
      await db().delete(dataExports).where(eq(dataExports.id, exportId));
      return put(key, body, type);
    };
    try {
      await runExportJob(exportId, NOW);
    } finally {
      real.put = put;
    }
    expect(keys).toHaveLength(1);
    expect(await storage().get(keys[0]!)).toBeUndefined();
  });

  it("an expired export loses its file to the sweep; a person asks at most a few exports a day", async () => {
    const { actor, exportId, token } = await exportedZip(await useTempOutbox());
    const fileKey = (await exportRow(db(), exportId))!.fileKey!;
    expect(await deleteExpiredExportFiles(new Date(NOW.getTime() + 6 * DAY))).toBe(0);
    expect(await deleteExpiredExportFiles(new Date(NOW.getTime() + 8 * DAY))).toBe(1);
    expect(await storage().exists(fileKey)).toBe(false);
    expect(await exportLink(actor, token, NOW)).toMatchObject({ state: "expired" });

    const other = actorOf(await signedInUser(db()));
    for (let i = 0; i < EXPORTS_PER_DAY.limit; i++) {
      const { exportId: id } = await requestExport(other, NOW);
      await runExportJob(id, NOW);
    }
    await expect(requestExport(other, NOW)).rejects.toThrow(M.tooManyExports);
  });
});
