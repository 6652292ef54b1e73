import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dataExports } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/index.server";
import { mailer } from "~/integrations/mail/mail.server";
import { PRIVATE_PREFIX } from "~/integrations/storage/storage";
import { storage } from "~/integrations/storage/storage.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "~/shared/http/errors";
import { consumeRateLimit } from "~/shared/http/rate-limit.server";
import { enqueueJob, type JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import { publicBaseUrl } from "~/shared/public-url.server";
import { ZipTooLargeError, ZipWriter } from "~/shared/zip/zip-writer.server";
import { EXPORT_LINK_DAYS, MY_DATA_MESSAGES as M } from "./my-data.constants";
import { exportReadme, exportReadyMessage } from "./my-data-mail.server";
import { subjectOf } from "./subject.server";
import { personalDataSources } from "./sources.server";

export const MY_DATA_EXPORT_JOB = "my-data-export";
const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending export older than this lost its job (retries spent): a new request may replace it. */
const STALE_PENDING_MS = 60 * 60 * 1000;

/** Exports a person may ask for in a day (each one e-mails them and copies their media). */
export const EXPORTS_PER_DAY = { limit: 5, windowMs: DAY_MS };

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Asks for an export of everything the product holds about the actor; one at a time. */
export async function requestExport(actor: SessionUser | null, now = new Date()): Promise<{ exportId: string }> {
  if (!actor) throw new UnauthorizedError();
  const allowance = await consumeRateLimit(`data-export:user:${actor.id}`, EXPORTS_PER_DAY);
  if (!allowance.allowed) throw new TooManyRequestsError(M.tooManyExports, allowance.retryAfterSeconds);
  try {
    return await db().transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({ status: "failed", failure: "stale" })
        .where(
          and(
            eq(dataExports.userId, actor.id),
            eq(dataExports.status, "pending"),
            lt(dataExports.createdAt, new Date(now.getTime() - STALE_PENDING_MS)),
          ),
        );
      const [row] = await tx
        .insert(dataExports)
        .values({ userId: actor.id, createdAt: now })
        .returning({ id: dataExports.id });
      const jobId = await enqueueJob(MY_DATA_EXPORT_JOB, { exportId: row!.id }, { tx });
      await tx.update(dataExports).set({ jobId }).where(eq(dataExports.id, row!.id));
      return { exportId: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(M.exportInFlight);
    throw error;
  }
}

export interface ExportListItem {
  id: string;
  status: "pending" | "ready" | "failed" | "expired";
  createdAt: Date;
  expiresAt: Date | null;
}

/** The actor's latest exports, newest first (the screen's list). */
export async function listExports(userId: string, now = new Date()): Promise<ExportListItem[]> {
  const rows = await db()
    .select({
      id: dataExports.id,
      status: dataExports.status,
      createdAt: dataExports.createdAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  return rows.map((row) => ({
    ...row,
    status: row.status === "ready" && row.expiresAt && row.expiresAt <= now ? "expired" : row.status,
  }));
}

/** Deletes the files of expired exports (their rows stay, so the screen says they expired). */
export async function deleteExpiredExportFiles(now = new Date()): Promise<number> {
  const expired = await db()
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lt(dataExports.expiresAt, now)))
    .limit(100);
  for (const row of expired) {
    await storage().delete(row.fileKey!);
    await db().update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, row.id));
  }
  return expired.length;
}

/** A new link to a stored export (its token hashed on the row), e-mailed to its owner. */
async function sendExportLink(exportId: string, subject: { email: string; name: string }, expiresAt: Date) {
  const token = randomBytes(32).toString("base64url");
  await db()
    .update(dataExports)
    .set({ tokenHash: tokenHash(token) })
    .where(eq(dataExports.id, exportId));
  const link = `${publicBaseUrl()}/meus-dados/exportacao/${token}`;
  await mailer().send({ to: subject.email, ...exportReadyMessage({ name: subject.name, link, expiresAt }) });
}

/** The name a stored media file gets inside the ZIP. */
const mediaEntry = (key: string) => `midia/${key}`;

/**
 * The export job: every source's rows as JSON (`{source}/{table}.json`), the person's uploaded
 * media (`midia/{key}`), a README; written to a temporary ZIP, stored under private/, and the
 * person e-mailed a link that works for EXPORT_LINK_DAYS days.
 */
export function dataExportJob(clock: () => Date = () => new Date()) {
  return async ({ payload, reportProgress }: JobContext<{ exportId: string }>) => {
    const now = clock();
    await deleteExpiredExportFiles(now).catch((error: unknown) =>
      logger().warn({ err: error }, "expired export files not deleted"),
    );
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, payload.exportId));
    if (!row) return;
    const subject = await subjectOf(db(), row.userId);
    if (!subject) return;
    // A retry after the file was stored: the last attempt failed at the e-mail, whose link was the
    // only copy of the token. A new token goes out; the ZIP is not built again.
    if (row.status === "ready" && row.fileKey && row.expiresAt && row.expiresAt > now) {
      await sendExportLink(row.id, subject, row.expiresAt);
      return;
    }
    if (row.status !== "pending") return;
    const dir = await mkdtemp(join(tmpdir(), "meus-dados-"));
    try {
      const path = join(dir, "export.zip");
      const zip = await ZipWriter.create(path);
      const counts: Record<string, number> = {};
      const media = new Set<string>();
      try {
        const sources = personalDataSources();
        for (const [index, source] of sources.entries()) {
          await reportProgress(Math.round((index / sources.length) * 60), "Reunindo os seus dados");
          const tables = await source.exportFor(db(), subject);
          for (const [table, rows] of Object.entries(tables)) {
            await zip.add(`${source.name}/${table}.json`, Buffer.from(JSON.stringify(rows, null, 2)), now);
            counts[`${source.name}/${table}`] = rows.length;
          }
          for (const key of (await source.mediaFor?.(db(), subject)) ?? []) media.add(key);
        }
        await reportProgress(60, "Copiando as suas fotos");
        const missing: string[] = [];
        for (const key of [...media].sort()) {
          const body = await storage().get(key);
          if (body) await zip.add(mediaEntry(key), body, now);
          else missing.push(key);
        }
        await zip.add("LEIA-ME.txt", Buffer.from(exportReadme({ now, counts, media: media.size, missing })), now);
        await zip.finish();
      } catch (error) {
        await zip.abort();
        if (!(error instanceof ZipTooLargeError)) throw error;
        // Past the format's limit no retry helps: the export is marked failed and the screen says so.
        await db()
          .update(dataExports)
          .set({ status: "failed", failure: error.message })
          .where(eq(dataExports.id, row.id));
        return;
      }
      await reportProgress(90, "Guardando o arquivo");
      const body = await readFile(path);
      const fileKey = `${PRIVATE_PREFIX}data-exports/${row.userId}/${randomBytes(12).toString("hex")}.zip`;
      await storage().put(fileKey, body, "application/zip");
      const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
      const stored = await db()
        .update(dataExports)
        .set({ status: "ready", fileKey, sizeBytes: body.length, readyAt: now, expiresAt })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "pending")))
        .returning({ id: dataExports.id });
      if (stored.length === 0) {
        // The person deleted the account (or the export was failed) meanwhile: keep nothing of it.
        await storage().delete(fileKey);
        return;
      }
      await sendExportLink(row.id, subject, expiresAt);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

export type ExportLinkState = "ready" | "expired";

async function exportOfToken(actor: SessionUser | null, token: string) {
  if (!actor) throw new UnauthorizedError();
  if (!/^[\w-]{20,100}$/.test(token)) throw new NotFoundError(M.exportNotFound);
  const [row] = await db()
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, tokenHash(token)));
  // Someone else's link answers exactly as an unknown one: it reveals nothing.
  if (!row || row.userId !== actor.id) throw new NotFoundError(M.exportNotFound);
  return row;
}

/** What an export link shows its signed-in owner: ready (with its size) or expired. */
export async function exportLink(
  actor: SessionUser | null,
  token: string,
  now = new Date(),
): Promise<{ state: ExportLinkState; sizeBytes: number; expiresAt: Date }> {
  const row = await exportOfToken(actor, token);
  const expired = !row.expiresAt || row.expiresAt <= now || !row.fileKey;
  return { state: expired ? "expired" : "ready", sizeBytes: row.sizeBytes ?? 0, expiresAt: row.expiresAt ?? now };
}

/** The ZIP itself, for its owner, signed in, until the link expires. */
export async function exportFile(actor: SessionUser | null, token: string, now = new Date()): Promise<Buffer> {
  const row = await exportOfToken(actor, token);
  if (!row.expiresAt || row.expiresAt <= now || !row.fileKey) throw new NotFoundError(M.exportExpired);
  const body = await storage().get(row.fileKey);
  if (!body) throw new NotFoundError(M.exportExpired);
  return body;
}

/** Removes the person's exports and their files (the erasure's; the files go after the rows). */
export async function exportFileKeys(tx: Pick<ReturnType<typeof db>, "select">, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  return rows.map((row) => row.fileKey!);
}
