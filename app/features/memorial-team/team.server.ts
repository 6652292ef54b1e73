import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { memorialInvitations } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { accountSummaries } from "~/features/accounts/index.server";
import {
  listMemorialMembers,
  lockMemorialOwner,
  memorialOwnerOf,
  memorialAuthority,
  removeMemorialMember,
  requireMemorialRole,
  setMemorialMemberRole,
  transferMemorialOwnership,
  type MemorialRole,
} from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { isUuid } from "~/shared/validation/uuid";
import { MEMORIAL_ROLES, TEAM_MESSAGES as M } from "./memorial-team.schema";
import { oweTransferMail, sendTransferMail } from "./transfer-mail.server";

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: MemorialRole;
  owner: boolean;
  /** The person looking at the list. */
  you: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: MemorialRole;
  createdAt: Date;
  expiresAt: Date;
  sentAt: Date | null;
}

export interface MemorialTeam {
  members: TeamMember[];
  invitations: PendingInvitation[];
  /** What the viewer may do: administrators manage the team; only the owner (or an admin) transfers. */
  canManage: boolean;
  canTransfer: boolean;
  /** A member who is not the owner may leave. */
  canLeave: boolean;
}

/** The memorial's administrators and editors, the owner first, and the pending invitations. */
export async function memorialTeam(
  actor: SessionUser | null,
  profileId: string,
  now = new Date(),
): Promise<MemorialTeam> {
  const authority = await requireMemorialRole(actor, profileId, "editor");
  const ownerId = (await memorialOwnerOf(profileId))!;
  const rows = await listMemorialMembers(profileId);
  const accounts = await accountSummaries([ownerId, ...rows.map((row) => row.userId)]);
  const entry = (userId: string, role: MemorialRole, owner: boolean): TeamMember => ({
    userId,
    name: accounts.get(userId)?.name ?? "",
    email: accounts.get(userId)?.email ?? "",
    role,
    owner,
    you: userId === actor!.id,
  });
  const canManage = authority.siteAdmin || authority.role === "administrator";
  const invitations = canManage
    ? await db()
        .select({
          id: memorialInvitations.id,
          email: memorialInvitations.email,
          role: memorialInvitations.role,
          createdAt: memorialInvitations.createdAt,
          expiresAt: memorialInvitations.expiresAt,
          sentAt: memorialInvitations.sentAt,
        })
        .from(memorialInvitations)
        .where(
          and(
            eq(memorialInvitations.profileId, profileId),
            isNull(memorialInvitations.acceptedAt),
            isNull(memorialInvitations.revokedAt),
            gt(memorialInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(memorialInvitations.createdAt))
    : [];
  return {
    members: [entry(ownerId, "administrator", true), ...rows.map((row) => entry(row.userId, row.role, false))],
    invitations,
    canManage,
    canTransfer: authority.owner || authority.siteAdmin,
    canLeave: authority.role !== null && !authority.owner,
  };
}

function parseRole(role: unknown): MemorialRole {
  if (typeof role !== "string" || !(MEMORIAL_ROLES as readonly string[]).includes(role)) {
    throw new ValidationError(M.roleInvalid, { role: M.roleInvalid });
  }
  return role as MemorialRole;
}

function memberId(userId: unknown): string {
  if (!isUuid(userId)) throw new NotFoundError(M.memberNotFound);
  return userId;
}

/** An administrator makes a member an administrator or an editor; the owner's part never changes. */
export async function changeMemberRole(
  actor: SessionUser | null,
  profileId: string,
  userId: unknown,
  role: unknown,
): Promise<void> {
  await requireMemorialRole(actor, profileId, "administrator");
  const target = memberId(userId);
  const next = parseRole(role);
  await inTransaction(async (tx) => {
    if ((await lockMemorialOwner(tx, profileId)) === target) throw new ConflictError(M.ownerFixed);
    if (!(await setMemorialMemberRole(tx, profileId, target, next))) throw new NotFoundError(M.memberNotFound);
  });
}

/** An administrator removes a member; the owner can't be removed (the memorial keeps its administrator). */
export async function removeMember(actor: SessionUser | null, profileId: string, userId: unknown): Promise<void> {
  await requireMemorialRole(actor, profileId, "administrator");
  const target = memberId(userId);
  await inTransaction(async (tx) => {
    if ((await lockMemorialOwner(tx, profileId)) === target) throw new ConflictError(M.ownerFixed);
    if (!(await removeMemorialMember(tx, profileId, target))) throw new NotFoundError(M.memberNotFound);
  });
}

/** A member leaves the memorial; the owner must transfer it first. */
export async function leaveMemorial(actor: SessionUser | null, profileId: string): Promise<void> {
  if (!actor) throw new UnauthorizedError();
  const authority = await memorialAuthority(actor, profileId);
  if (!authority) throw new NotFoundError();
  if (authority.owner) throw new ConflictError(M.ownerCannotLeave);
  await inTransaction(async (tx) => {
    await lockMemorialOwner(tx, profileId);
    if (!(await removeMemorialMember(tx, profileId, actor.id))) throw new NotFoundError(M.memberNotFound);
  });
}

/**
 * The owner (or an admin) hands the memorial to one of its administrators, who becomes the owner:
 * the one whose account holds it, receives its notices and may transfer it again. The former owner
 * stays an administrator.
 */
export async function transferMemorial(
  actor: SessionUser | null,
  profileId: string,
  toUserId: unknown,
  now = new Date(),
): Promise<{ name: string }> {
  const authority = await requireMemorialRole(actor, profileId, "administrator");
  if (!authority.owner && !authority.siteAdmin) throw new ForbiddenError(M.transferOwnerOnly);
  if (!isUuid(toUserId)) throw new ValidationError(M.transferTarget, { userId: M.transferTarget });
  const done = await inTransaction(async (tx) => {
    const ownerId = (await lockMemorialOwner(tx, profileId))!;
    if (!authority.siteAdmin && ownerId !== actor!.id) throw new ForbiddenError(M.transferOwnerOnly);
    const target = (await listMemorialMembers(profileId, tx)).find((m) => m.userId === toUserId);
    if (!target || target.role !== "administrator") {
      throw new ValidationError(M.transferTarget, { userId: M.transferTarget });
    }
    await transferMemorialOwnership(tx, { profileId, fromUserId: ownerId, toUserId, now });
    // The new owner is told (owed here, sent after the commit; a failed send waits for the sweep).
    const mail = await oweTransferMail(tx, { profileId, fromUserId: ownerId, toUserId, at: now });
    const account = (await accountSummaries([toUserId], tx)).get(toUserId);
    return { name: account?.name ?? "", mail };
  });
  await sendTransferMail(done.mail).catch((error: unknown) =>
    logger().error({ err: error, transfer: { profileId } }, "transfer e-mail not sent; it stays owed"),
  );
  return { name: done.name };
}
