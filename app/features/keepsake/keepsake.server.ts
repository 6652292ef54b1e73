import { memorialPlanStatus } from "~/features/plans/index.server";
import { requireMemorialRole } from "~/features/profiles/index.server";
import { storage } from "~/integrations/storage/storage.server";
import { keepsakeBooks } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ForbiddenError, NotFoundError, ValidationError } from "~/shared/http/errors";
import { enqueueJob, type JobStatus, jobStatus } from "~/shared/jobs/jobs.server";
import {
  currentSelection,
  keepsakeCandidates,
  keepsakeRow,
  profileRow,
  selectionDigest,
  type KeepsakeCandidates,
  type Selection,
} from "./keepsake-content.server";
import {
  KEEPSAKE_FILES,
  KEEPSAKE_LIMITS,
  KEEPSAKE_MESSAGES,
  KEEPSAKE_PLANS,
  KEEPSAKE_PREVIEW_PAGES,
  previewFileName,
} from "./keepsake.constants";

export const KEEPSAKE_JOB = "render-keepsake";

const PAID = new Set<string>(KEEPSAKE_PLANS);

/** Administrators of the memorial (and site admins) on a paid plan in force; anyone else is refused. */
async function requireKeepsakeAccess(actor: SessionUser | null, profileId: string, now: Date) {
  const authority = await requireMemorialRole(actor, profileId, "administrator");
  const plan = await memorialPlanStatus(actor, profileId, now);
  if (!PAID.has(plan.plan) || plan.lapsed) throw new ForbiddenError(KEEPSAKE_MESSAGES.paidOnly);
  const profile = await profileRow(profileId);
  if (!profile) throw new NotFoundError();
  return { authority, profile };
}

export interface KeepsakeView {
  candidates: KeepsakeCandidates;
  /** What is chosen now (the stored choice, or everything newest first up to the caps). */
  selection: Selection;
  /** The drawing under way or last asked for, in the screen's words; null when none was. */
  job: (JobStatus & { label: string }) | null;
  /** The stored book, when one was drawn. */
  book: { pageCount: number; renderedAt: string; previews: string[] } | null;
  /** The book shows an older memorial or another choice than now: 'Atualizar' is offered. */
  stale: boolean;
}

function jobLabel(job: JobStatus): string {
  if (job.state === "failed") return KEEPSAKE_MESSAGES.failed;
  if (job.state === "queued") return "Na fila para ser montado… 0%";
  return `${job.label ?? "Montando o livro"}… ${job.progress}%`;
}

/** The keepsake as the screen shows it, for an administrator of a paid memorial. */
export async function keepsakeView(actor: SessionUser, profileId: string, now = new Date()): Promise<KeepsakeView> {
  const { profile } = await requireKeepsakeAccess(actor, profileId, now);
  const [row, candidates] = await Promise.all([keepsakeRow(profileId), keepsakeCandidates(profile, now)]);
  const selection = currentSelection(row, candidates);
  const status = row?.jobId ? await jobStatus(row.jobId) : undefined;
  const drawn = Boolean(row?.bookKey && row.pageCount && row.renderedAt);
  return {
    candidates,
    selection,
    job: status ? { ...status, label: jobLabel(status) } : null,
    book: drawn
      ? {
          pageCount: row!.pageCount!,
          renderedAt: row!.renderedAt!.toISOString(),
          previews: Array.from({ length: Math.min(KEEPSAKE_PREVIEW_PAGES, row!.pageCount!) }, (_, i) =>
            previewFileName(i + 1),
          ),
        }
      : null,
    stale:
      drawn &&
      (row!.renderedVersion !== profile.contentVersion || row!.renderedSelection !== selectionDigest(selection)),
  };
}

/** Keeps only known ids, in the candidates' order, or refuses the whole choice with a clear message. */
function validSelection(input: { photoIds: unknown; tributeIds: unknown }, candidates: KeepsakeCandidates): Selection {
  const ids = (value: unknown) =>
    (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String);
  const photoIds = new Set(ids(input.photoIds));
  const tributeIds = new Set(ids(input.tributeIds));
  if (photoIds.size > KEEPSAKE_LIMITS.photos) throw new ValidationError(KEEPSAKE_MESSAGES.tooManyPhotos);
  if (tributeIds.size > KEEPSAKE_LIMITS.tributes) throw new ValidationError(KEEPSAKE_MESSAGES.tooManyTributes);
  const photos = candidates.photos.filter((photo) => photoIds.has(photo.id)).map((photo) => photo.id);
  const tributes = candidates.tributes.filter((tribute) => tributeIds.has(tribute.id)).map((tribute) => tribute.id);
  if (photos.length !== photoIds.size) throw new ValidationError(KEEPSAKE_MESSAGES.unknownPhoto);
  if (tributes.length !== tributeIds.size) throw new ValidationError(KEEPSAKE_MESSAGES.unknownTribute);
  return { photoIds: photos, tributeIds: tributes };
}

/**
 * The administrator's choice of photos and tributes is kept and the book is owed as a job, in one
 * transaction (one waiting job per memorial: asking again while it waits returns the same job).
 */
export async function requestKeepsake(
  actor: SessionUser,
  profileId: string,
  input: { photoIds: unknown; tributeIds: unknown },
  now = new Date(),
): Promise<string> {
  const { profile } = await requireKeepsakeAccess(actor, profileId, now);
  const selection = validSelection(input, await keepsakeCandidates(profile, now));
  return inTransaction(async (tx) => {
    const jobId = await enqueueJob(KEEPSAKE_JOB, { profileId }, { tx, singletonKey: profileId });
    await tx
      .insert(keepsakeBooks)
      .values({ profileId, ...selection, jobId })
      .onConflictDoUpdate({ target: keepsakeBooks.profileId, set: { ...selection, jobId } });
    return jobId;
  });
}

export interface KeepsakeFile {
  body: Uint8Array;
  contentType: string;
  filename: string;
}

/** One of the stored book's files: the reading PDF, the print PDF or a preview page. */
export async function keepsakeFile(
  actor: SessionUser | null,
  profileId: string,
  name: string,
  now = new Date(),
): Promise<KeepsakeFile> {
  const { profile } = await requireKeepsakeAccess(actor, profileId, now);
  const row = await keepsakeRow(profileId);
  if (!row?.bookKey || !row.printKey || !row.pageCount) throw new NotFoundError(KEEPSAKE_MESSAGES.notReady);
  const preview = /^previa-(\d+)\.jpg$/.exec(name);
  const pages = Math.min(KEEPSAKE_PREVIEW_PAGES, row.pageCount);
  let key: string | undefined;
  if (name === KEEPSAKE_FILES.book) key = row.bookKey;
  else if (name === KEEPSAKE_FILES.print) key = row.printKey;
  else if (preview && Number(preview[1]) >= 1 && Number(preview[1]) <= pages)
    key = `${row.bookKey.replace(/\.pdf$/, "")}-${preview[1]}.jpg`;
  const body = key ? await storage().get(key) : undefined;
  if (!body) throw new NotFoundError(KEEPSAKE_MESSAGES.fileNotFound);
  const pdf = name.endsWith(".pdf");
  return {
    body,
    contentType: pdf ? "application/pdf" : "image/jpeg",
    filename: pdf ? name.replace("livro-de-memorias", `livro-de-memorias-${profile.username}`) : name,
  };
}
