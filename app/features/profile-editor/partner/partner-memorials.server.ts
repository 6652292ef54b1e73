import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { partnerMemorials, profiles, users } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { plaqueStatusesOf } from "~/features/plaques/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import type { Paging } from "~/shared/paging";
import { isUuid } from "~/shared/validation/uuid";
import { oweCustomerInviteAgain, sendCustomerInvite } from "./customer-invite.server";
import {
  INVITE_RESEND_WINDOW_MINUTES,
  PARTNER_MEMORIAL_MESSAGES as M,
  type PartnerMemorial,
} from "./partner-memorials";

const RESEND_WINDOW_MS = INVITE_RESEND_WINDOW_MINUTES * 60_000;

export interface PartnerMemorialPage {
  items: PartnerMemorial[];
  total: number;
  page: number;
  limit: number;
}

/** The partner itself, or an admin looking at a partner that exists. */
async function assertMayList(actor: SessionUser | null, partnerId: string): Promise<void> {
  if (!actor) throw new UnauthorizedError();
  if (actor.id === partnerId) return;
  if (actor.type !== "admin") throw new ForbiddenError();
  const [row] = isUuid(partnerId) ? await db().select({ id: users.id }).from(users).where(eq(users.id, partnerId)) : [];
  if (!row) throw new NotFoundError("Usuário não encontrado.");
}

/**
 * The memorials a partner created for its customers, newest first, one page at a time (the
 * `partner_memorials_partner_recent_idx` order): each with its customer (the memorial's
 * administrator), 'aguardando o cliente' or 'completo', its plan and where its plaque stands.
 */
export async function listPartnerMemorials(
  actor: SessionUser | null,
  partnerId: string,
  { page, limit }: Paging,
): Promise<PartnerMemorialPage> {
  await assertMayList(actor, partnerId);
  const mine = eq(partnerMemorials.partnerId, partnerId);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        profileId: partnerMemorials.profileId,
        createdAt: partnerMemorials.createdAt,
        completedAt: partnerMemorials.completedAt,
        inviteResentAt: partnerMemorials.inviteResentAt,
        username: profiles.username,
        name: profiles.name,
        plan: profiles.type,
        access: profiles.access,
        activated: profiles.activatedByUser,
        customerName: users.name,
        customerEmail: users.email,
        customerActive: users.active,
      })
      .from(partnerMemorials)
      .innerJoin(profiles, eq(profiles.id, partnerMemorials.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(mine)
      .orderBy(desc(partnerMemorials.createdAt), desc(partnerMemorials.profileId))
      .limit(limit)
      .offset((page - 1) * limit),
    db().select({ n: count() }).from(partnerMemorials).where(mine),
  ]);
  const plaques = await plaqueStatusesOf(rows.map((row) => row.profileId));
  const items = rows.map((row): PartnerMemorial => {
    const plaque = plaques.get(row.profileId)!;
    return {
      profileId: row.profileId,
      username: row.username,
      name: row.name,
      plan: row.plan,
      viewable: row.access === "Public" && row.activated,
      customer: { name: row.customerName, email: row.customerEmail, signedIn: row.customerActive },
      status: row.completedAt ? "complete" : "awaiting_customer",
      plaque: { ...plaque, shippedAt: plaque.shippedAt?.toISOString() ?? null },
      createdAt: row.createdAt.toISOString(),
      inviteResentAt: row.inviteResentAt?.toISOString() ?? null,
    };
  });
  return { items, total: total?.n ?? 0, page, limit };
}

/**
 * 'Reenviar convite': the partner who created the memorial (or an admin) has the customer's
 * invitation mailed again, the same message with the same links (they never expire), at most once
 * per memorial in INVITE_RESEND_WINDOW_MINUTES. Refused once the customer completed the memorial.
 * The resend is owed in the transaction that takes the window, and mailed after it commits.
 */
export async function resendCustomerInvite(
  actor: SessionUser | null,
  profileId: unknown,
  now = new Date(),
): Promise<{ email: string; resentAt: Date }> {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "partner" && actor.type !== "admin") throw new ForbiddenError(M.notCreator);
  if (!isUuid(profileId)) throw new NotFoundError(M.notFound);
  const { key, email } = await inTransaction(async (tx) => {
    const [row] = await tx
      .select({
        partnerId: partnerMemorials.partnerId,
        completedAt: partnerMemorials.completedAt,
        inviteResentAt: partnerMemorials.inviteResentAt,
        email: users.email,
      })
      .from(partnerMemorials)
      .innerJoin(profiles, eq(profiles.id, partnerMemorials.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(partnerMemorials.profileId, profileId))
      .for("update", { of: partnerMemorials });
    if (!row) throw new NotFoundError(M.notFound);
    if (row.partnerId !== actor.id && actor.type !== "admin") throw new ForbiddenError(M.notCreator);
    if (row.completedAt) throw new ConflictError(M.alreadyComplete);
    const openAt = row.inviteResentAt ? row.inviteResentAt.getTime() + RESEND_WINDOW_MS : 0;
    if (now.getTime() < openAt) {
      const seconds = Math.ceil((openAt - now.getTime()) / 1000);
      throw new TooManyRequestsError(M.tooSoon(Math.ceil(seconds / 60)), seconds);
    }
    await tx.update(partnerMemorials).set({ inviteResentAt: now }).where(eq(partnerMemorials.profileId, profileId));
    return { key: await oweCustomerInviteAgain(tx, profileId, now), email: row.email };
  });
  await sendCustomerInvite(key).catch((error: unknown) =>
    logger().error({ err: error, profile: { id: profileId } }, "customer invite resend not sent; it stays owed"),
  );
  return { email, resentAt: now };
}
