import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimAttempts, claimObjections, memorialClaims, memorialMembers, profiles } from "~/db/schema";
import { memorialAuthority } from "~/features/profiles/index.server";
import { setMailer } from "~/integrations/mail/mail.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { statementsOf } from "../../../tests/support/statements";
import { sendOwedClaimMails } from "./claim-mail.server";
import { ERASED_OBJECTION, claimsPersonalData } from "./claims-personal-data.server";
import { CLAIM_MESSAGES as M } from "./claims.constants";
import { submitClaim } from "./claims.server";
import { captureMail, claimForm, claimableMemorial, person } from "./claims.test-helpers";
import { claimForObjection, objectToClaim } from "./objections.server";
import { decideClaim, listClaimsForReview } from "./review.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-11-27T12:00:00Z");
const DAY = 24 * 3_600_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

let sent: ReturnType<typeof captureMail>;
beforeEach(() => {
  sent = captureMail();
});
afterEach(() => setMailer(undefined));

async function claimed(options: { ownerActive?: boolean } = {}) {
  const memorial = await claimableMemorial(db(), options);
  const relative = await person(db());
  const siteAdmin = await person(db(), "admin");
  const { claimId } = await submitClaim(relative, memorial.profile.username, claimForm(), { now: NOW });
  await sendOwedClaimMails();
  sent.length = 0;
  return { ...memorial, relative, siteAdmin, claimId };
}

describe("objections (decision 057)", () => {
  it("an administrator of the memorial objects within the window; the review shows it", async () => {
    const { owner, siteAdmin, claimId } = await claimed();
    expect(await claimForObjection(owner, claimId, later(1))).toMatchObject({
      open: true,
      fullName: "Ana Conceição Souza",
    });
    await objectToClaim(owner, claimId, { text: "  Não conheço esta pessoa.  " }, later(1));

    const review = await listClaimsForReview(siteAdmin);
    expect(review.claims).toHaveLength(1);
    expect(review.claims[0]).toMatchObject({
      objected: true,
      evidence: expect.stringContaining("certidão"),
      objections: [{ text: "Não conheço esta pessoa.", byName: owner.name }],
    });
  });

  it("nobody else may object, nor anyone after the seven days; an empty text is refused", async () => {
    const { owner, relative, siteAdmin, claimId, profile } = await claimed();
    const editor = await person(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.id, role: "editor" });
    for (const actor of [relative, editor, siteAdmin, await person(db())]) {
      await expect(objectToClaim(actor, claimId, { text: "Não." }, later(1))).rejects.toMatchObject({
        status: 403,
        message: M.objectionAdministratorsOnly,
      });
    }
    await expect(objectToClaim(owner, claimId, { text: "   " }, later(1))).rejects.toMatchObject({
      status: 400,
      message: M.objectionRequired,
    });
    await expect(objectToClaim(owner, claimId, { text: "Tarde." }, later(7))).rejects.toMatchObject({
      status: 409,
      message: M.objectionWindowOver,
    });
    expect(await db().select().from(claimObjections)).toEqual([]);
  });
});

describe("the review (decision 057)", () => {
  it("only site admins see the queue and decide", async () => {
    const { owner, relative, claimId } = await claimed();
    for (const actor of [owner, relative]) {
      await expect(listClaimsForReview(actor)).rejects.toMatchObject({ status: 403, message: M.reviewAdminsOnly });
      await expect(decideClaim(actor, claimId, { decision: "reject", note: "Não." }, later(8))).rejects.toMatchObject({
        status: 403,
      });
    }
    await expect(listClaimsForReview(null)).rejects.toMatchObject({ status: 401 });
  });

  it("counts each memorial's active administrators but the claimant, in as many statements for one claim as for four", async () => {
    const first = await claimed();
    const one = await statementsOf(db(), () => listClaimsForReview(first.siteAdmin));
    expect(one.result.claims).toMatchObject([{ id: first.claimId, activeAdministrators: 1 }]);

    // Another memorial: an inactive owner and two administrators added, one of them the claimant.
    const other = await claimed({ ownerActive: false });
    const added = await person(db());
    for (const userId of [added.id, other.relative.id]) {
      await db().insert(memorialMembers).values({ profileId: other.profile.id, userId, role: "administrator" });
    }
    await claimed();
    await claimed();
    const four = await statementsOf(db(), () => listClaimsForReview(first.siteAdmin));
    expect(four.result.claims).toHaveLength(4);
    expect(four.result.claims.find((c) => c.id === other.claimId)?.activeAdministrators).toBe(1);
    expect(four.result.claims.filter((c) => c.activeAdministrators === 1)).toHaveLength(4);
    expect(four.sql.length).toBe(one.sql.length);
  });

  it("approval waits for the window while the memorial has an active administrator, then adds the claimant", async () => {
    const { owner, relative, siteAdmin, claimId, profile } = await claimed();
    await expect(decideClaim(siteAdmin, claimId, { decision: "approve", note: "Ok." }, later(6))).rejects.toMatchObject(
      {
        status: 409,
        message: M.tooEarly("04/12/2026 às 09:00"),
      },
    );
    expect(
      await decideClaim(siteAdmin, claimId, { decision: "approve", note: "Certidão conferida." }, later(7)),
    ).toEqual({
      status: "approved",
      outcome: "added_administrator",
    });
    expect(await memorialAuthority(relative, profile.id)).toMatchObject({ role: "administrator", owner: false });
    expect(await memorialAuthority(owner, profile.id)).toMatchObject({ owner: true });
    const [claim] = await db().select().from(memorialClaims).where(eq(memorialClaims.id, claimId));
    expect(claim).toMatchObject({
      decidedByUserId: siteAdmin.id,
      decidedAt: later(7),
      decisionNote: "Certidão conferida.",
    });

    expect(await sendOwedClaimMails()).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual([owner.email, relative.email].sort());
    expect(sent.find((m) => m.to === relative.email)!.text).toContain("você agora é administrador");
  });

  it("transfers a memorial with no active administrator, even before the window ends", async () => {
    const { owner, relative, siteAdmin, claimId, profile } = await claimed({ ownerActive: false });
    expect(
      await decideClaim(siteAdmin, claimId, { decision: "approve", note: "Sem administrador." }, later(1)),
    ).toEqual({
      status: "approved",
      outcome: "transferred",
    });
    const [row] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.userId).toBe(relative.id);
    expect(await memorialAuthority(owner, profile.id)).toMatchObject({ role: "administrator", owner: false });
  });

  it("a rejection needs a note; two admins deciding at once: one wins, the other is told", async () => {
    const { relative, siteAdmin, claimId, profile } = await claimed();
    const otherAdmin = await person(db(), "admin");
    await expect(decideClaim(siteAdmin, claimId, { decision: "reject", note: "" }, later(8))).rejects.toMatchObject({
      status: 400,
      message: M.noteRequired,
    });
    const results = await Promise.allSettled([
      decideClaim(siteAdmin, claimId, { decision: "approve", note: "Sim." }, later(8)),
      decideClaim(otherAdmin, claimId, { decision: "reject", note: "Não." }, later(8)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { status: 409, message: M.alreadyDecided },
    });
    const [claim] = await db().select().from(memorialClaims).where(eq(memorialClaims.id, claimId));
    const approved = claim!.status === "approved";
    expect((await memorialAuthority(relative, profile.id))!.role).toBe(approved ? "administrator" : null);
    // After a rejection the person may claim again (one open claim at a time).
    if (!approved)
      await expect(submitClaim(relative, profile.username, claimForm(), { now: later(9) })).resolves.toBeDefined();
  });
});

describe("claimsPersonalData", () => {
  it("exports a person's tries, claims and objections, and erases them keeping the decision record", async () => {
    const { owner, relative, siteAdmin, claimId } = await claimed();
    await objectToClaim(owner, claimId, { text: "Discordo." }, later(1));
    await decideClaim(siteAdmin, claimId, { decision: "approve", note: "Conferido." }, later(8));

    const exported = await claimsPersonalData.exportFor(db(), { userId: relative.id, email: relative.email });
    expect(exported.claim_attempts).toHaveLength(1);
    expect(exported.memorial_claims).toMatchObject([{ fullName: "Ana Conceição Souza", status: "approved" }]);
    expect(JSON.stringify(exported)).not.toContain("Hash");

    await claimsPersonalData.eraseFor(db(), { userId: relative.id, email: relative.email });
    await claimsPersonalData.eraseFor(db(), { userId: owner.id, email: owner.email });
    expect(await db().select().from(claimAttempts)).toEqual([]);
    const [claim] = await db().select().from(memorialClaims).where(eq(memorialClaims.id, claimId));
    expect(claim).toMatchObject({
      claimantUserId: null,
      fullName: null,
      phone: null,
      evidence: null,
      status: "approved",
      outcome: "added_administrator",
      decidedByUserId: siteAdmin.id,
      decisionNote: "Conferido.",
    });
    expect(
      await db().select({ text: claimObjections.text, by: claimObjections.byUserId }).from(claimObjections),
    ).toEqual([{ text: ERASED_OBJECTION, by: null }]);
  });
});
