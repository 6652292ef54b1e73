import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memorialMembers, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { memorialAuthority } from "~/features/profiles/index.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { invitationToken } from "./invitation-token.server";
import { sendOwedInvitations } from "./invitation-mail.server";
import { sendOwedTransferMails } from "./transfer-mail.server";
import { acceptInvitation, inviteToMemorial, revokeInvitation, viewInvitation } from "./invitations.server";
import { TEAM_MESSAGES as M } from "./memorial-team.schema";
import { changeMemberRole, leaveMemorial, memorialTeam, removeMember, transferMemorial } from "./team.server";

const { db } = setupTestDatabase();

type Actor = ReturnType<typeof actorOf>;
let owner: Actor;
let relative: Actor;
let stranger: Actor;
let admin: Actor;
let profile: Awaited<ReturnType<typeof createProfile>>;
let sent: MailMessage[];

const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  sent = [];
  setMailer({
    send: async (message) => {
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
  owner = actorOf(await createUser(db()));
  relative = actorOf(await createUser(db(), { email: "Prima.Joana@Exemplo.com.br" }));
  stranger = actorOf(await createUser(db()));
  admin = actorOf(await createUser(db(), { type: "admin" }));
  profile = await createProfile(db(), { userId: owner.id });
});
afterEach(() => setMailer(undefined));

/** The link of the last invitation e-mail, as the invited person would click it. */
function tokenInLastMail(): string {
  const link = /\/convite\/(\S+)/.exec(sent.at(-1)!.text ?? "")![1]!;
  return decodeURIComponent(link);
}

async function invite(role: "administrator" | "editor" = "editor", email = "prima.joana@exemplo.com.br") {
  const invitation = await inviteToMemorial(owner, profile.id, { email, role }, NOW);
  await sendOwedInvitations();
  return invitation;
}

async function join(role: "administrator" | "editor") {
  await invite(role);
  await acceptInvitation(relative, tokenInLastMail(), NOW);
}

describe("invitations", () => {
  it("an administrator invites by e-mail; the invited account accepts once and gets the role", async () => {
    await invite("editor", "  PRIMA.joana@exemplo.com.br ");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("prima.joana@exemplo.com.br");
    expect(sent[0]!.subject).toContain(profile.name);
    const token = tokenInLastMail();
    expect(await viewInvitation(token, NOW)).toMatchObject({
      state: "valid",
      role: "editor",
      email: "prima.joana@exemplo.com.br",
    });

    expect(await acceptInvitation(relative, token, NOW)).toMatchObject({ role: "editor", username: profile.username });
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: "editor", owner: false });

    await expect(acceptInvitation(relative, token, NOW)).rejects.toMatchObject({
      status: 409,
      message: M.invitationUsed,
    });
    expect((await viewInvitation(token, NOW)).state).toBe("used");
  });

  it("refuses another account, an expired link and a revoked one; a forged token is not found", async () => {
    const invitation = await invite();
    const token = tokenInLastMail();
    await expect(acceptInvitation(stranger, token, NOW)).rejects.toMatchObject({
      status: 403,
      message: M.wrongAccount("prima.joana@exemplo.com.br"),
    });
    await expect(acceptInvitation(null, token, NOW)).rejects.toMatchObject({ status: 401 });
    await expect(acceptInvitation(relative, token, new Date(NOW.getTime() + 7 * DAY))).rejects.toMatchObject({
      status: 409,
      message: M.invitationExpired,
    });
    await expect(acceptInvitation(relative, `${invitation.id}.forged`, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(acceptInvitation(relative, "nada", NOW)).rejects.toMatchObject({ status: 404 });

    await revokeInvitation(owner, profile.id, invitation.id, NOW);
    await expect(acceptInvitation(relative, token, NOW)).rejects.toMatchObject({
      status: 409,
      message: M.invitationRevoked,
    });
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: null });
  });

  it("a new invitation to the same e-mail replaces the pending one: the old link stops working", async () => {
    await invite("editor");
    const first = tokenInLastMail();
    await invite("administrator");
    await expect(acceptInvitation(relative, first, NOW)).rejects.toMatchObject({ message: M.invitationRevoked });
    expect(await acceptInvitation(relative, tokenInLastMail(), NOW)).toMatchObject({ role: "administrator" });
  });

  it("two accepts of one link at once: one wins, the member is added once", async () => {
    await invite();
    const token = tokenInLastMail();
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => acceptInvitation(relative, token, NOW)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(memorialMembers).where(eq(memorialMembers.profileId, profile.id))).toHaveLength(1);
  });

  it("only administrators invite; editors, strangers and anonymous are refused; members are not invited again", async () => {
    await join("editor");
    const input = { email: "outra@exemplo.com.br", role: "editor" };
    await expect(inviteToMemorial(relative, profile.id, input, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(inviteToMemorial(stranger, profile.id, input, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(inviteToMemorial(null, profile.id, input, NOW)).rejects.toMatchObject({ status: 401 });
    await expect(
      inviteToMemorial(owner, profile.id, { email: "prima.joana@exemplo.com.br", role: "editor" }, NOW),
    ).rejects.toMatchObject({ status: 409, message: M.alreadyMember });
    await expect(
      inviteToMemorial(owner, profile.id, { email: "não é e-mail", role: "editor" }, NOW),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(inviteToMemorial(owner, profile.id, { email: "a@b.com", role: "owner" }, NOW)).rejects.toMatchObject({
      status: 400,
    });
    // An admin of the site may invite on any memorial.
    await expect(inviteToMemorial(admin, profile.id, input, NOW)).resolves.toMatchObject({ email: input.email });
  });

  it("the e-mail is sent once even when the sweep runs again", async () => {
    await invite();
    await sendOwedInvitations();
    expect(sent).toHaveLength(1);
  });
});

describe("the team", () => {
  it("lists the owner first, then members, and pending invitations for administrators only", async () => {
    await join("editor");
    await inviteToMemorial(owner, profile.id, { email: "tio@exemplo.com.br", role: "administrator" }, NOW);
    const forOwner = await memorialTeam(owner, profile.id, NOW);
    expect(forOwner.members.map((m) => [m.userId, m.role, m.owner])).toEqual([
      [owner.id, "administrator", true],
      [relative.id, "editor", false],
    ]);
    expect(forOwner.invitations.map((i) => i.email)).toEqual(["tio@exemplo.com.br"]);
    expect(forOwner).toMatchObject({ canManage: true, canTransfer: true, canLeave: false });
    const forEditor = await memorialTeam(relative, profile.id, NOW);
    expect(forEditor).toMatchObject({ invitations: [], canManage: false, canTransfer: false, canLeave: true });
    await expect(memorialTeam(stranger, profile.id, NOW)).rejects.toMatchObject({ status: 403 });
  });

  it("administrators change roles and remove members; the owner is never removed or demoted", async () => {
    await join("editor");
    await expect(changeMemberRole(relative, profile.id, relative.id, "administrator")).rejects.toMatchObject({
      status: 403,
    });
    await changeMemberRole(owner, profile.id, relative.id, "administrator");
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: "administrator" });
    // Now an administrator, but still not able to remove the owner: the memorial keeps its owner.
    await expect(removeMember(relative, profile.id, owner.id)).rejects.toMatchObject({
      status: 409,
      message: M.ownerFixed,
    });
    await expect(changeMemberRole(relative, profile.id, owner.id, "editor")).rejects.toMatchObject({ status: 409 });
    await removeMember(owner, profile.id, relative.id);
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: null });
    await expect(removeMember(owner, profile.id, relative.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a member leaves; the owner can't leave without transferring", async () => {
    await join("editor");
    await expect(leaveMemorial(owner, profile.id)).rejects.toMatchObject({ status: 409, message: M.ownerCannotLeave });
    await leaveMemorial(relative, profile.id);
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: null });
    await expect(leaveMemorial(stranger, profile.id)).rejects.toMatchObject({ status: 404 });
  });

  it("the owner transfers to an administrator, who becomes owner; the former owner stays administrator", async () => {
    await join("editor");
    await expect(transferMemorial(owner, profile.id, relative.id, NOW)).rejects.toMatchObject({ status: 400 });
    await changeMemberRole(owner, profile.id, relative.id, "administrator");
    await expect(transferMemorial(relative, profile.id, relative.id, NOW)).rejects.toMatchObject({
      status: 403,
      message: M.transferOwnerOnly,
    });
    await expect(transferMemorial(owner, profile.id, stranger.id, NOW)).rejects.toMatchObject({ status: 400 });

    const before = sent.length;
    await transferMemorial(owner, profile.id, relative.id, NOW);
    // The new owner is told, once (the sweep finds nothing more owed).
    expect(sent.slice(before).map((m) => m.to)).toEqual([relative.email]);
    expect(sent.at(-1)!.subject).toMatch(/^Você agora é o responsável pelo memorial de /);
    expect(sent.at(-1)!.text).toContain(`/painel/${profile.username.replace(/^@/, "")}#administradores`);
    expect(await sendOwedTransferMails()).toBe(0);
    const [row] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.userId).toBe(relative.id);
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: "administrator", owner: true });
    expect(await memorialAuthority(owner, profile.id)).toMatchObject({ role: "administrator", owner: false });
    // The former owner may now leave; the memorial still has its (new) owner.
    await leaveMemorial(owner, profile.id);
    expect((await memorialTeam(relative, profile.id, NOW)).members.map((m) => m.userId)).toEqual([relative.id]);
  });

  it("a transfer notice that failed to leave stays owed and the sweep sends it once", async () => {
    await join("administrator");
    setMailer({
      send: async () => {
        throw new Error("SMTP down");
      },
    });
    await transferMemorial(owner, profile.id, relative.id, NOW);
    setMailer({
      send: async (message) => {
        sent.push(message);
        return { id: String(sent.length) };
      },
    });
    const before = sent.length;
    expect(await Promise.all([sendOwedTransferMails(), sendOwedTransferMails()])).toSatisfy(
      (counts: number[]) => counts[0]! + counts[1]! === 1,
    );
    expect(sent.slice(before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Você agora é o responsável pelo memorial de /),
    ]);
  });

  it("an invitation link is derived, not stored: the database holds only its digest", async () => {
    const invitation = await invite();
    const token = await invitationToken(invitation.id);
    const rows = await db().execute(`select token_hash from memorial_invitations`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token.split(".")[1]!);
  });
});
