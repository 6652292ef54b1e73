import { sql } from "drizzle-orm";
import { currentDatabase, type Database, db, selectRows } from "~/db/client.server";
import { mailer } from "~/integrations/mail/mail.server";
import { config } from "~/shared/config.server";
import { logger } from "~/shared/logger.server";
import { unsubscribeToken } from "./unsubscribe-token.server";
import { escapeHtml } from "~/shared/format/html";
import { publicBaseUrl } from "~/shared/public-url.server";

/**
 * The update e-mails (decision 020): one message per contact per burst of edits. A burst ends when
 * profiles.content_version (bumped by triggers on every edit, migration 0007) has not moved for the
 * quiet period, measured by the job's clock from the run that first saw the version.
 */
export interface UpdateNoticeOptions {
  /** The secret that signs unsubscribe links (the session secret). */
  secret: string;
  /** How long a memorial must stay unchanged before its contacts hear of it. */
  quietMinutes?: number;
  /** Memorials announced per run. */
  batchSize?: number;
}

export interface UpdateNoticeReport {
  /** Memorials whose burst was announced (or closed without recipients) by this run. */
  announced: number;
  sent: number;
  failed: number;
}

export const DEFAULT_QUIET_MINUTES = 10;

export function siteBase(): string {
  return publicBaseUrl();
}

export function unsubscribePath(token: string): string {
  return `/cancelar-notificacoes/${encodeURIComponent(token)}`;
}

interface ClaimedMemorial {
  content_version: number | string;
  notified_version: number | string;
  seen_version: number | string;
  seen_at: string | Date;
  username: string;
  name: string;
  access: "Public" | "Private";
  access_token: string;
  activated_by_user: boolean;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
}

/**
 * The memorial's address as the contact can open it: a Private memorial's link carries its access
 * token, which is what the owner shares with the family anyway (decision 020).
 */
export function memorialLink(memorial: Pick<ClaimedMemorial, "username" | "access" | "access_token">): string {
  const path = `/profile/${encodeURIComponent(memorial.username)}`;
  return `${siteBase()}${memorial.access === "Private" ? `${path}/${encodeURIComponent(memorial.access_token)}` : path}`;
}

export function updateNoticeMessage(memorial: ClaimedMemorial, recipient: Recipient, secret: string) {
  const site = config().SITE_NAME;
  const link = memorialLink(memorial);
  const stop = `${siteBase()}${unsubscribePath(unsubscribeToken(secret, recipient.id))}`;
  const hello = `Olá, ${recipient.name}!`;
  const news = `O memorial de ${memorial.name} foi atualizado pela família.`;
  const why = "Você recebe este aviso porque foi cadastrado como contato deste memorial.";
  return {
    to: recipient.email,
    subject: `O memorial de ${memorial.name} foi atualizado - ${site}`,
    text: `${hello}\n\n${news}\n\nVeja o memorial: ${link}\n\n${why}\nPara não receber mais avisos: ${stop}\n`,
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(news)}</p>`,
      `<p><a href="${escapeHtml(link)}">Ver o memorial</a></p>`,
      `<p style="font-size:small">${escapeHtml(why)} <a href="${escapeHtml(stop)}">Não quero mais receber avisos</a></p>`,
    ].join("\n"),
  };
}

/**
 * Announces one memorial's burst if it is still due: the notices row is claimed with `for update
 * skip locked` (another process announcing it skips it), the version re-read under the claim, and
 * `notified_version` written in the same transaction as the sends, so a version is announced once.
 */
async function announceOne(
  database: Database,
  profileId: string,
  now: Date,
  cutoff: Date,
  secret: string,
): Promise<number | null> {
  return database.transaction(async (tx) => {
    const [memorial] = await selectRows<ClaimedMemorial>(
      tx,
      sql`select p.content_version, n.notified_version, n.seen_version, n.seen_at, p.username, p.name,
                 p.access, p.access_token, p.activated_by_user
            from memorial_update_notices n join profiles p on p.id = n.profile_id
           where n.profile_id = ${profileId}
           for update of n skip locked`,
    );
    if (!memorial) return null;
    const version = Number(memorial.content_version);
    const due =
      version > Number(memorial.notified_version) &&
      version === Number(memorial.seen_version) &&
      new Date(memorial.seen_at) <= cutoff;
    if (!due) return null;
    // A memorial not activated yet is seen by its owner only: its contacts are not sent a dead link.
    const recipients = memorial.activated_by_user
      ? await selectRows<Recipient>(
          tx,
          sql`select id, name, email from notification_contacts
               where profile_id = ${profileId} and email is not null and unsubscribed_at is null
               order by created_at, id`,
        )
      : [];
    for (const recipient of recipients) await mailer().send(updateNoticeMessage(memorial, recipient, secret));
    await tx.execute(
      sql`update memorial_update_notices set notified_version = ${version}, notified_at = ${now.toISOString()}::timestamptz
           where profile_id = ${profileId}`,
    );
    return recipients.length;
  });
}

/**
 * One run: notes the memorials whose version moved since the last run (their quiet period starts
 * now), then announces those that stayed quiet for `quietMinutes` and were not announced at that
 * version. Every process may run it at once.
 */
export async function runUpdateNotices(
  now: Date,
  options: UpdateNoticeOptions,
  database: Database = db(),
): Promise<UpdateNoticeReport> {
  const quiet = options.quietMinutes ?? DEFAULT_QUIET_MINUTES;
  const batch = options.batchSize ?? 100;
  const cutoff = new Date(now.getTime() - quiet * 60_000);
  // Rows being announced elsewhere are skipped, not waited for: the next run notes them.
  await database.execute(
    sql`update memorial_update_notices n set seen_version = p.content_version, seen_at = ${now.toISOString()}::timestamptz
          from profiles p
         where p.id = n.profile_id
           and n.profile_id in (select m.profile_id from memorial_update_notices m join profiles q on q.id = m.profile_id
                                 where q.content_version <> m.seen_version for update of m skip locked)`,
  );
  const due = await selectRows<{ profile_id: string }>(
    database,
    sql`select n.profile_id from memorial_update_notices n join profiles p on p.id = n.profile_id
         where p.content_version > n.notified_version and p.content_version = n.seen_version
           and n.seen_at <= ${cutoff.toISOString()}::timestamptz
         order by n.seen_at limit ${batch}`,
  );
  const report: UpdateNoticeReport = { announced: 0, sent: 0, failed: 0 };
  for (const { profile_id: profileId } of due) {
    try {
      const sent = await announceOne(database, profileId, now, cutoff, options.secret);
      if (sent === null) continue;
      report.announced += 1;
      report.sent += sent;
    } catch (error) {
      // Nothing was recorded: the burst stays due and the next run tries again.
      report.failed += 1;
      logger().error({ err: error, profile: { id: profileId } }, "memorial update e-mails not sent");
    }
  }
  if (report.sent > 0 || report.failed > 0) logger().info({ updateNotices: report }, "memorial update e-mails");
  return report;
}

/**
 * Runs the job every `intervalMs` in this process; every process may (claims are skip locked).
 * The timer does not keep the process alive, and a tick without an open database skips.
 */
export function startUpdateNoticeSchedule(
  options: UpdateNoticeOptions & { intervalMs?: number; clock?: () => Date },
): () => void {
  let running = false;
  const clock = options.clock ?? (() => new Date());
  const timer = setInterval(() => {
    if (running || !currentDatabase()) return;
    running = true;
    runUpdateNotices(clock(), options)
      .catch((error: unknown) => logger().error({ err: error }, "memorial update e-mail run failed"))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
