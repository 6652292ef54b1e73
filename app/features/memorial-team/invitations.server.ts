import { and, count, eq, gt, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialInvitations, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { accountSummaries, normalizeEmail } from "~/features/accounts/index.server";
import {
  addMemorialMember,
  listMemorialMembers,
  lockMemorialOwner,
  requireMemorialRole,
} from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { parseInput } from "~/shared/http/api.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { invitationIdOf, invitationToken, tokenHash } from "./invitation-token.server";
import { oweInvitationMail, sendInvitationMail } from "./invitation-mail.server";
import { INVITATION_DAYS, inviteSchema, MAX_PENDING_INVITATIONS, TEAM_MESSAGES as M } from "./memorial-team.schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SentInvitation {
  id: string;
  email: string;
  role: "administrator" | "editor";
  expiresAt: Date;
}

/**
 * An administrator invites someone by e-mail to administer or edit the memorial (decision 040):
 * the link works once, for the account of that e-mail, for 7 days. A new invitation to the same
 * e-mail replaces the pending one (its link stops working). The e-mail is owed in the same
 * transaction and sent after it commits.
 */
export async function inviteToMemorial(
  actor: SessionUser | null,
  profileId: string,
  input: unknown,
  now = new Date(),
): Promise<SentInvitation> {
  await requireMemorialRole(actor, profileId, "administrator");
  const { email, role } = parseInput(inviteSchema, input);
  // The token is derived before the transaction: the site's secret may be read from the database,
  // and PGlite's one connection is the transaction's until it ends.
  const id = crypto.randomUUID();
  const digest = tokenHash(await invitationToken(id));
  const invitation = await inTransaction(async (tx) => {
    const ownerId = await lockMemorialOwner(tx, profileId);
    if (!ownerId) throw new NotFoundError();
    const members = await listMemorialMembers(profileId, tx);
    const team = await accountSummaries([ownerId, ...members.map((m) => m.userId)], tx);
    if ([...team.values()].some((account) => normalizeEmail(account.email) === email)) {
      throw new ConflictError(M.alreadyMember, { email: M.alreadyMember });
    }
    const pending = and(
      eq(memorialInvitations.profileId, profileId),
      isNull(memorialInvitations.acceptedAt),
      isNull(memorialInvitations.revokedAt),
      gt(memorialInvitations.expiresAt, now),
    );
    await tx
      .update(memorialInvitations)
      .set({ revokedAt: now })
      .where(and(pending, eq(memorialInvitations.email, email)));
    const [{ n }] = (await tx.select({ n: count() }).from(memorialInvitations).where(pending)) as [{ n: number }];
    if (Number(n) >= MAX_PENDING_INVITATIONS) throw new ConflictError(M.tooManyInvitations);
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    await tx.insert(memorialInvitations).values({
      id,
      profileId,
      email,
      role,
      tokenHash: digest,
      invitedByUserId: actor!.id,
      createdAt: now,
      expiresAt,
    });
    await oweInvitationMail(tx, id);
    return { id, email, role, expiresAt };
  });
  // Sent before answering, so 'Convite enviado' is true when said; a failed send stays owed for the sweep.
  await sendInvitationMail(invitation.id).catch((error: unknown) =>
    logger().error({ err: error, invitation: { id: invitation.id } }, "invitation e-mail not sent; it stays owed"),
  );
  return invitation;
}

/** An administrator cancels a pending invitation of the memorial: its link stops working. */
export async function revokeInvitation(
  actor: SessionUser | null,
  profileId: string,
  invitationId: string,
  now = new Date(),
): Promise<void> {
  await requireMemorialRole(actor, profileId, "administrator");
  const rows = await db()
    .update(memorialInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memorialInvitations.id, invitationId),
        eq(memorialInvitations.profileId, profileId),
        isNull(memorialInvitations.acceptedAt),
        isNull(memorialInvitations.revokedAt),
      ),
    )
    .returning({ id: memorialInvitations.id });
  if (rows.length === 0) throw new NotFoundError(M.invitationNotFound);
}

export type InvitationState = "valid" | "used" | "expired" | "revoked";

/** What the invitation page shows: whose memorial, which role, and whether the link still works. */
export interface InvitationView {
  id: string;
  state: InvitationState;
  email: string;
  role: "administrator" | "editor";
  honoreeName: string;
  username: string;
}

async function invitationRow(token: unknown) {
  const id = await invitationIdOf(token);
  if (!id) return undefined;
  const [row] = await db()
    .select({
      id: memorialInvitations.id,
      email: memorialInvitations.email,
      role: memorialInvitations.role,
      profileId: memorialInvitations.profileId,
      invitedByUserId: memorialInvitations.invitedByUserId,
      tokenHash: memorialInvitations.tokenHash,
      expiresAt: memorialInvitations.expiresAt,
      acceptedAt: memorialInvitations.acceptedAt,
      revokedAt: memorialInvitations.revokedAt,
      honoreeName: profiles.name,
      username: profiles.username,
    })
    .from(memorialInvitations)
    .innerJoin(profiles, eq(profiles.id, memorialInvitations.profileId))
    .where(eq(memorialInvitations.id, id));
  return row && row.tokenHash === tokenHash(String(token)) ? row : undefined;
}

function stateOf(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationState {
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt <= now ? "expired" : "valid";
}

export async function viewInvitation(token: unknown, now = new Date()): Promise<InvitationView> {
  const row = await invitationRow(token);
  if (!row) throw new NotFoundError(M.invitationNotFound);
  const { id, email, role, honoreeName, username } = row;
  return { id, email, role, honoreeName, username, state: stateOf(row, now) };
}

const REFUSALS: Record<Exclude<InvitationState, "valid">, string> = {
  used: M.invitationUsed,
  expired: M.invitationExpired,
  revoked: M.invitationRevoked,
};

/**
 * The invited person accepts, signed in with the invited e-mail's account: once (the row is locked
 * and marked used in one transaction), before it expires and unless it was revoked.
 */
export async function acceptInvitation(
  actor: SessionUser | null,
  token: unknown,
  now = new Date(),
): Promise<{ username: string; honoreeName: string; role: "administrator" | "editor" }> {
  if (!actor) throw new UnauthorizedError();
  const found = await invitationRow(token);
  if (!found) throw new NotFoundError(M.invitationNotFound);
  return inTransaction(async (tx) => {
    await lockMemorialOwner(tx, found.profileId);
    const [row] = await tx
      .select({
        acceptedAt: memorialInvitations.acceptedAt,
        revokedAt: memorialInvitations.revokedAt,
        expiresAt: memorialInvitations.expiresAt,
      })
      .from(memorialInvitations)
      .where(eq(memorialInvitations.id, found.id))
      .for("update");
    const state = stateOf(row!, now);
    if (state !== "valid") throw new ConflictError(REFUSALS[state]);
    if (normalizeEmail(actor.email) !== found.email) throw new ForbiddenError(M.wrongAccount(found.email));
    const role = await addMemorialMember(tx, {
      profileId: found.profileId,
      userId: actor.id,
      role: found.role,
      addedByUserId: found.invitedByUserId,
      now,
    });
    await tx
      .update(memorialInvitations)
      .set({ acceptedAt: now, acceptedByUserId: actor.id })
      .where(eq(memorialInvitations.id, found.id));
    return { username: found.username, honoreeName: found.honoreeName, role };
  });
}
