import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { followers, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { requireMemorialRole, type ViewableProfile } from "~/features/profiles/index.server";
import { passesCaptcha } from "~/integrations/captcha/captcha";
import { mailer } from "~/integrations/mail/mail.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { parseInput } from "~/shared/http/api.server";
import { AppError, NotFoundError, ValidationError } from "~/shared/http/errors";
import { assertRateLimit } from "~/shared/http/rate-limit.server";
import { logger } from "~/shared/logger.server";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { alreadyFollowingMail, confirmationMail } from "./follower-mail.server";
import { hashToken, newConfirmToken, plausibleToken, unsubscribeTokenFor } from "./follower-tokens.server";
import { FOLLOW_CONSENT_VERSION, FOLLOWER_MESSAGES } from "./followers.constants";
import { followSchema } from "./followers.schema";
import { oweTodayTo } from "./occasion-jobs.server";

const MINUTE_MS = 60_000;
/** Per visitor address: a few requests on one memorial, and a cap across all of them. */
export const FOLLOW_LIMITS = {
  perProfile: { limit: 5, windowMs: 10 * MINUTE_MS },
  perIp: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const;
/** A confirmation link works this long after its e-mail. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * MINUTE_MS;
/** One address gets at most one e-mail about one memorial in this window, whoever asks. */
export const RESEND_AFTER_MS = 2 * MINUTE_MS;

class MailUnavailableError extends AppError {
  constructor() {
    super(FOLLOWER_MESSAGES.mailFailed, 503);
  }
}

/**
 * Asks to follow a public memorial (double opt-in): a new or unsubscribed address becomes pending
 * and is e-mailed a confirmation link; an address already following is told so by e-mail. The
 * answer is the same in every case, so the form never reveals who follows.
 */
export async function requestFollow(
  view: ViewableProfile,
  input: unknown,
  ctx: { ip: string | undefined; actor: Pick<SessionUser, "id" | "email"> | null },
  now = new Date(),
): Promise<void> {
  const { profile } = view;
  if (profile.access !== "Public") throw new ValidationError(FOLLOWER_MESSAGES.privateMemorial);
  const values = parseInput(followSchema, input);
  const address = ctx.ip ?? "unknown";
  await assertRateLimit([`follow:${address}:${profile.id}`], FOLLOW_LIMITS.perProfile, FOLLOWER_MESSAGES.tooMany);
  await assertRateLimit([`follow:${address}`], FOLLOW_LIMITS.perIp, FOLLOWER_MESSAGES.tooMany);
  if (!(await passesCaptcha(values.captchaToken, { ip: ctx.ip, action: "follow" }))) {
    throw new ValidationError(FOLLOWER_MESSAGES.robot);
  }
  const secret = await ensureSessionSecret();
  const userId = ctx.actor && ctx.actor.email.toLowerCase() === values.email ? ctx.actor.id : null;
  const owed = await inTransaction(async (tx) => {
    const id = randomUUID();
    await tx
      .insert(followers)
      .values({
        id,
        profileId: profile.id,
        email: values.email,
        userId,
        unsubscribeTokenHash: hashToken(unsubscribeTokenFor(secret, id)),
        consentVersion: FOLLOW_CONSENT_VERSION,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(followers)
      .where(and(eq(followers.profileId, profile.id), eq(followers.email, values.email)))
      .for("update");
    if (!row) throw new Error("follower row vanished");
    if (row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS) return null;
    if (row.status === "confirmed") return { id: row.id, token: null };
    const token = newConfirmToken();
    await tx
      .update(followers)
      .set({
        status: "pending",
        confirmTokenHash: hashToken(token),
        consentVersion: FOLLOW_CONSENT_VERSION,
        unsubscribedAt: null,
        ...(userId && { userId }),
      })
      .where(eq(followers.id, row.id));
    return { id: row.id, token };
  });
  if (!owed) return;
  const memorial = { name: profile.name, username: profile.username };
  const message = owed.token
    ? confirmationMail(values.email, memorial, owed.token)
    : alreadyFollowingMail(values.email, memorial, unsubscribeTokenFor(secret, owed.id));
  try {
    await mailer().send(message);
  } catch (error) {
    logger().error({ err: error, follower: { id: owed.id } }, "follow confirmation e-mail not sent");
    throw new MailUnavailableError();
  }
  await db().update(followers).set({ confirmationSentAt: now }).where(eq(followers.id, owed.id));
}

/** The follower and memorial behind a confirmation link still valid at `now`, if any. */
async function pendingByToken(token: unknown, now: Date) {
  if (!plausibleToken(token)) return undefined;
  const [row] = await db()
    .select({
      id: followers.id,
      sentAt: followers.confirmationSentAt,
      memorialName: profiles.name,
      username: profiles.username,
    })
    .from(followers)
    .innerJoin(profiles, eq(profiles.id, followers.profileId))
    .where(and(eq(followers.confirmTokenHash, hashToken(token)), eq(followers.status, "pending")));
  if (!row?.sentAt || now.getTime() - row.sentAt.getTime() > CONFIRM_TTL_MS) return undefined;
  return row;
}

export interface FollowLinkView {
  memorialName: string;
  memorialHref: string;
  done: boolean;
}

/** The confirmation page before its button: which memorial (nothing changes on a GET). */
export async function viewConfirmation(token: unknown, now = new Date()): Promise<FollowLinkView> {
  const row = await pendingByToken(token, now);
  if (!row) throw new NotFoundError(FOLLOWER_MESSAGES.invalidLink);
  return { memorialName: row.memorialName, memorialHref: `/profile/${row.username}`, done: false };
}

/** The button: the follower is confirmed and the link stops working (it works once). */
export async function confirmFollow(token: unknown, now = new Date()): Promise<FollowLinkView> {
  const row = await pendingByToken(token, now);
  if (!row) throw new NotFoundError(FOLLOWER_MESSAGES.invalidLink);
  const confirmed = await inTransaction(async (tx) => {
    const done = await tx
      .update(followers)
      .set({ status: "confirmed", confirmTokenHash: null, confirmedAt: now })
      .where(
        and(eq(followers.id, row.id), eq(followers.status, "pending"), sql`${followers.confirmTokenHash} is not null`),
      )
      .returning({ id: followers.id });
    // Confirmed on a day that matters (the seventh day, say): today's e-mail is not missed.
    if (done.length > 0) await oweTodayTo(tx, row.id);
    return done.length > 0;
  });
  if (!confirmed) throw new NotFoundError(FOLLOWER_MESSAGES.invalidLink);
  return { memorialName: row.memorialName, memorialHref: `/profile/${row.username}`, done: true };
}

async function byUnsubscribeToken(token: unknown) {
  if (!plausibleToken(token)) return undefined;
  const [row] = await db()
    .select({
      id: followers.id,
      status: followers.status,
      memorialName: profiles.name,
      username: profiles.username,
    })
    .from(followers)
    .innerJoin(profiles, eq(profiles.id, followers.profileId))
    .where(eq(followers.unsubscribeTokenHash, hashToken(token)));
  return row;
}

/** The unsubscribe page before its button (a GET changes nothing: mail scanners follow links). */
export async function viewUnsubscribe(token: unknown): Promise<FollowLinkView> {
  const row = await byUnsubscribeToken(token);
  if (!row) throw new NotFoundError(FOLLOWER_MESSAGES.invalidLink);
  return {
    memorialName: row.memorialName,
    memorialHref: `/profile/${row.username}`,
    done: row.status === "unsubscribed",
  };
}

/** The page's button and RFC 8058's one-click POST alike: no more e-mails (idempotent). */
export async function unsubscribeFollower(token: unknown, now = new Date()): Promise<FollowLinkView> {
  const row = await byUnsubscribeToken(token);
  if (!row) throw new NotFoundError(FOLLOWER_MESSAGES.invalidLink);
  if (row.status !== "unsubscribed") {
    await db()
      .update(followers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
      .where(eq(followers.id, row.id));
  }
  return { memorialName: row.memorialName, memorialHref: `/profile/${row.username}`, done: true };
}

/** How many confirmed followers a memorial has: its administrators may know how many, never who. */
export async function followerCount(
  actor: Pick<SessionUser, "id" | "type"> | null,
  profileId: string,
): Promise<number> {
  await requireMemorialRole(actor, profileId, "administrator");
  const [row] = await db()
    .select({ n: count() })
    .from(followers)
    .where(and(eq(followers.status, "confirmed"), eq(followers.profileId, profileId)));
  return Number(row?.n ?? 0);
}
