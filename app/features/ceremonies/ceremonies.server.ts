import { and, asc, count, eq, gt, type Placeholder, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prepared } from "~/db/prepared.server";
import { ceremonies, profiles } from "~/db/schema";
import { profileHref } from "~/features/profiles";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { getCemetery } from "~/features/cemeteries/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, NotFoundError, ValidationError } from "~/shared/http/errors";
import { enqueueJob } from "~/shared/jobs/jobs.server";
import { isUuid } from "~/shared/validation/uuid";
import { requireCeremonyManager } from "./ceremony-access.server";
import { CEREMONY_MESSAGES as M, DEFAULT_CEREMONY_HOURS, MAX_CEREMONIES } from "./ceremonies.constants";
import { ceremonyInputSchema } from "./ceremonies.schema";
import { saoPauloInstant } from "./ceremony-time";
import { type CeremonyView, toCeremonyView } from "./ceremony-view";
import { oweNota } from "./nota-job.server";

/** The job that tells a memorial's followers of a ceremony just added (payload `{ ceremonyId }`). */
export const CEREMONY_ANNOUNCED_JOB = "ceremony-announced";

type Row = typeof ceremonies.$inferSelect;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function viewOf(row: Row): CeremonyView {
  return toCeremonyView({
    ...row,
    place: { name: row.placeName ?? "", address: row.placeAddress },
  });
}

/** The first issue of a failed parse, as the pt-BR message a form shows. */
function firstIssue(error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }) {
  const issue = error.issues[0];
  return new ValidationError(issue?.message ?? M.kindInvalid);
}

/**
 * A form's fields made into the row's values: the times on the wall clocks of America/Sao_Paulo,
 * the cemetery read from the catalogue (its name and city kept on the row: the page needs no join).
 */
export async function ceremonyValues(raw: unknown, now: Date) {
  const parsed = ceremonyInputSchema.safeParse(raw);
  if (!parsed.success) throw firstIssue(parsed.error);
  const input = parsed.data;
  const startsAt = saoPauloInstant(input.date, input.time);
  if (!startsAt) throw new ValidationError(M.dateInvalid);
  if (Math.abs(startsAt.getTime() - now.getTime()) > 2 * YEAR_MS || startsAt.getTime() < now.getTime() - YEAR_MS) {
    throw new ValidationError(M.tooFar);
  }
  let endsAt: Date | null = null;
  if (input.endTime) {
    endsAt = saoPauloInstant(input.date, input.endTime) ?? null;
    // An end before the start is the next morning (a velório through the night).
    if (endsAt && endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + 24 * 60 * 60 * 1000);
    if (!endsAt || endsAt.getTime() - startsAt.getTime() > 24 * 60 * 60 * 1000) {
      throw new ValidationError(M.endInvalid);
    }
  }
  let placeName = input.placeName ?? null;
  let placeAddress = input.placeAddress ?? null;
  let cemeteryId: number | null = null;
  if (input.cemeteryId) {
    const cemetery = await getCemetery(input.cemeteryId).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new ValidationError(M.cemeteryNotFound);
      throw error;
    });
    cemeteryId = cemetery.id;
    placeName = cemetery.name;
    placeAddress = input.placeAddress ?? `${cemetery.city}/${cemetery.state}`;
  }
  return {
    kind: input.kind,
    customName: input.kind === "outra" ? (input.customName ?? null) : null,
    startsAt,
    endsAt,
    visibleUntil: endsAt ?? new Date(startsAt.getTime() + DEFAULT_CEREMONY_HOURS * 60 * 60 * 1000),
    cemeteryId,
    placeName,
    placeAddress,
    streamUrl: input.streamUrl ?? null,
  };
}

/** Owes the followers' e-mail when the ceremony has not ended (in the transaction that adds it). */
async function announceIfUpcoming(tx: Tx, row: Row, now: Date) {
  if (row.visibleUntil > now) await enqueueJob(CEREMONY_ANNOUNCED_JOB, { ceremonyId: row.id }, { tx });
}

export type PreparedCeremony = Awaited<ReturnType<typeof ceremonyValues>>;

/** Checks a ceremony's fields (and reads its cemetery) before a transaction that will add it. */
export function prepareCeremony(raw: unknown, now: Date): Promise<PreparedCeremony> {
  return ceremonyValues(raw, now);
}

/**
 * Adds prepared ceremonies in the caller's transaction (the partner wizard's, which creates the
 * memorial): the actor must manage the memorial; each upcoming one owes the followers' announcement.
 */
export async function addPreparedCeremonies(
  actor: SessionUser | null,
  profileId: string,
  prepared: readonly PreparedCeremony[],
  now: Date,
  tx: Tx,
): Promise<CeremonyView[]> {
  await requireCeremonyManager(actor, profileId, tx);
  if (prepared.length === 0) return [];
  const [existing] = await tx.select({ n: count() }).from(ceremonies).where(eq(ceremonies.profileId, profileId));
  if ((existing?.n ?? 0) + prepared.length > MAX_CEREMONIES) throw new ConflictError(M.tooMany);
  const rows = await tx
    .insert(ceremonies)
    .values(prepared.map((values) => ({ ...values, profileId, createdByUserId: actor!.id })))
    .returning();
  for (const row of rows) await announceIfUpcoming(tx, row, now);
  await oweNota(profileId, { tx });
  return rows.map(viewOf);
}

/**
 * Adds a ceremony to the memorial, for its administrators or the partner that created it. An
 * upcoming one owes the followers' announcement in the same transaction.
 */
export async function addCeremony(
  actor: SessionUser | null,
  profileId: string,
  raw: unknown,
  now: Date,
): Promise<CeremonyView> {
  await requireCeremonyManager(actor, profileId);
  const values = await ceremonyValues(raw, now);
  const [added] = await inTransaction((tx) => addPreparedCeremonies(actor, profileId, [values], now, tx));
  return added!;
}

async function ceremonyRow(ceremonyId: unknown, tx: Tx = db()): Promise<Row> {
  if (typeof ceremonyId !== "string" || !isUuid(ceremonyId)) throw new NotFoundError(M.notFound);
  const [row] = await tx.select().from(ceremonies).where(eq(ceremonies.id, ceremonyId));
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** Changes a ceremony of a memorial the actor may manage (the ceremony must be that memorial's). */
export async function updateCeremony(
  actor: SessionUser | null,
  profileId: string,
  ceremonyId: unknown,
  raw: unknown,
  now: Date,
): Promise<CeremonyView> {
  await requireCeremonyManager(actor, profileId);
  const current = await ceremonyRow(ceremonyId);
  if (current.profileId !== profileId) throw new NotFoundError(M.notFound);
  const values = await ceremonyValues(raw, now);
  return inTransaction(async (tx) => {
    const [row] = await tx.update(ceremonies).set(values).where(eq(ceremonies.id, current.id)).returning();
    await oweNota(profileId, { tx });
    return viewOf(row!);
  });
}

/** Removes a ceremony of a memorial the actor may manage. */
export async function removeCeremony(actor: SessionUser | null, profileId: string, ceremonyId: unknown): Promise<void> {
  await requireCeremonyManager(actor, profileId);
  const current = await ceremonyRow(ceremonyId);
  if (current.profileId !== profileId) throw new NotFoundError(M.notFound);
  await inTransaction(async (tx) => {
    await tx.delete(ceremonies).where(eq(ceremonies.id, current.id));
    await oweNota(profileId, { tx });
  });
}

/** Every ceremony of the memorial, past ones too, soonest first: the panel's list, for those who manage. */
export async function listCeremonies(actor: SessionUser | null, profileId: string): Promise<CeremonyView[]> {
  await requireCeremonyManager(actor, profileId);
  const rows = await db()
    .select()
    .from(ceremonies)
    .where(eq(ceremonies.profileId, profileId))
    .orderBy(asc(ceremonies.startsAt));
  return rows.map(viewOf);
}

/**
 * The memorial's ceremonies that have not ended at `now`, soonest first (the page has checked who
 * may see the memorial). Reads `ceremonies_profile_upcoming_idx`.
 */
export async function upcomingCeremonies(profileId: string, now: Date, tx?: Tx): Promise<CeremonyView[]> {
  const rows = tx ? await upcomingQuery(tx, profileId, now) : await upcomingRows({ profileId, now: now.toISOString() });
  return rows.map(viewOf);
}

/**
 * The upcoming ceremonies' query, written once: with real values in a caller's transaction, with
 * placeholders for the statement kept prepared below.
 */
const upcomingQuery = (database: Tx, profileId: string | Placeholder, now: Date | Placeholder) =>
  database
    .select()
    .from(ceremonies)
    .where(and(eq(ceremonies.profileId, profileId), gt(ceremonies.visibleUntil, now)))
    .orderBy(asc(ceremonies.startsAt))
    .limit(MAX_CEREMONIES);

/** The same rows outside a transaction (every memorial page), kept prepared (decision 063). */
const upcomingRows = prepared((database) =>
  upcomingQuery(database, sql.placeholder("profileId"), sql.placeholder("now")).prepare("upcoming_ceremonies"),
);

/**
 * A ceremony for its calendar file, with its memorial's name and public address (anyone with its
 * unguessable id, as shown on the memorial page; a private memorial's key is left out).
 */
export async function ceremonyForCalendar(ceremonyId: unknown) {
  const row = await ceremonyRow(ceremonyId);
  const [profile] = await db()
    .select({ name: profiles.name, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, row.profileId));
  if (!profile) throw new NotFoundError(M.notFound);
  return { ceremony: viewOf(row), name: profile.name, memorialPath: profileHref(profile.username) };
}

export interface CeremonyAnnouncement {
  ceremonyId: string;
  profileId: string;
  kindLabel: string;
  startsAt: Date;
  placeText: string;
  mapUrl: string | null;
  streamUrl: string | null;
}

/** What the followers' e-mail says of a ceremony just added; null when it was removed or has ended. */
export async function ceremonyForAnnouncement(ceremonyId: string, now: Date): Promise<CeremonyAnnouncement | null> {
  if (!isUuid(ceremonyId)) return null;
  const [row] = await db().select().from(ceremonies).where(eq(ceremonies.id, ceremonyId));
  if (!row || row.visibleUntil <= now) return null;
  const view = viewOf(row);
  return {
    ceremonyId: row.id,
    profileId: row.profileId,
    kindLabel: view.label,
    startsAt: row.startsAt,
    placeText: view.placeText,
    mapUrl: view.mapUrl,
    streamUrl: row.streamUrl,
  };
}
