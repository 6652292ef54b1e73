import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { galleryImages, memorialMembers, planContracts, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { countGalleryImages, listGalleryImages } from "~/features/gallery/index.server";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { movePayment } from "~/features/payments/settlement.server";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createGalleryImage, createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { memorialPlanStatus } from "./memorial-plan.server";
import { assignPlan } from "./plan-changes.server";
import { runPlanTermEnd, sweepPlanLife } from "./plan-life.server";
import { remindPlanTermEnd } from "./plan-reminders.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
const day = (n: number) => new Date(NOW.getTime() + n * DAY);
const deps = {
  galleryPhotoCount: (tx: Parameters<typeof countGalleryImages>[1], id: string) => countGalleryImages(id, tx),
};

/** The term reminders sent (a plan's start also asks for the plaque's address: left out here). */
function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  setMailer({
    async send(message) {
      if (message.subject.includes(" termina em ")) sent.push(message);
      return { id: String(sent.length) };
    },
  });
  return sent;
}
afterEach(() => setMailer(undefined));

async function memorial(plan: "Ouro" | "Platina" = "Ouro") {
  const owner = await signedInUser(db(), { name: "Ana Souza", email: "ana@familia.example" });
  const admin = await signedInUser(db(), { type: "admin" });
  const profile = await createProfile(db(), { userId: owner.id, name: "Maria das Dores" });
  await assignPlan(admin, profile.id, plan, "Cortesia", NOW);
  return { owner, admin, profile };
}

const contractsOf = (profileId: string) =>
  db().select().from(planContracts).where(eq(planContracts.profileId, profileId)).orderBy(planContracts.endsAt);

/** The gallery as a visitor sees it at `now`. */
async function shownPhotos(profileId: string, now: Date): Promise<number> {
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, profileId));
  return (await listGalleryImages({ profile } as ViewableProfile, now)).length;
}

const typeOf = async (profileId: string) =>
  (await db().select({ type: profiles.type }).from(profiles).where(eq(profiles.id, profileId)))[0]!.type;

describe("plan life: reminders before a term ends", () => {
  it("e-mails every administrator once at 15 days and once at 3 days, with the one-click renewal", async () => {
    const sent = captureMail();
    const { profile } = await memorial();
    const coAdmin = await signedInUser(db(), { email: "joao@familia.example" });
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: coAdmin.id, role: "administrator" });

    // 20 days before the end: nothing yet.
    expect(await sweepPlanLife(deps, day(160))).toEqual({ lapsed: 0, reminded: 0 });
    expect(sent).toEqual([]);

    // 14 days before: the 15-day reminder, to both administrators; the next sweeps send nothing more.
    expect((await sweepPlanLife(deps, day(166))).reminded).toBe(1);
    await sweepPlanLife(deps, day(167));
    await sweepPlanLife(deps, day(170));
    expect(sent.map((m) => m.to).sort()).toEqual(["ana@familia.example", "joao@familia.example"]);
    expect(sent[0]!.subject).toMatch(/^O plano Ouro do memorial de Maria das Dores termina em 15 dias/);
    expect(sent[0]!.text).toContain(`/upgradeProfile/${profile.username}?plano=Ouro`);
    expect(sent[0]!.text).toContain(`/painel/${profile.username}#plano`);
    expect(sent[0]!.text).toContain("termina em 06/09/2026");

    // 2 days before: the 3-day reminder, once, however the job and the sweep race.
    const [term] = await contractsOf(profile.id);
    expect(await remindPlanTermEnd(term!.id, 3, deps, day(178))).toBe(true);
    expect(await remindPlanTermEnd(term!.id, 3, deps, day(178.5))).toBe(false);
    expect(await remindPlanTermEnd(term!.id, 15, deps, day(178.5))).toBe(false);
    await sweepPlanLife(deps, day(179));
    expect(sent).toHaveLength(4);
    expect(sent.slice(2).every((m) => m.subject.includes("termina em 3 dias"))).toBe(true);
  });

  it("a reminder is not sent early, and not at all for a term a renewal continues", async () => {
    const sent = captureMail();
    const { admin, profile } = await memorial();
    const [first] = await contractsOf(profile.id);
    expect(await remindPlanTermEnd(first!.id, 15, deps, day(150))).toBe(false);
    await assignPlan(admin, profile.id, "Ouro", "Renovação", day(150));
    await sweepPlanLife(deps, day(166));
    await sweepPlanLife(deps, day(178));
    expect(await remindPlanTermEnd(first!.id, 3, deps, day(178))).toBe(false);
    expect(sent).toEqual([]);
    // The renewal's own end is reminded in its time.
    await sweepPlanLife(deps, day(346));
    expect(sent.map((m) => m.subject)).toEqual([expect.stringContaining("termina em 15 dias")]);
  });

  it("the reminder says concretely what the memorial stops showing", async () => {
    const sent = captureMail();
    const { profile } = await memorial("Platina");
    await db()
      .update(profiles)
      .set({ playlistLink: "https://open.spotify.com/playlist/abc" })
      .where(eq(profiles.id, profile.id));
    for (let i = 0; i < 8; i++) await createGalleryImage(db(), { profileId: profile.id, createdAt: day(i) });
    await sweepPlanLife(deps, day(170));
    expect(sent[0]!.text).toContain("3 fotos deixarão de aparecer na galeria");
    expect(sent[0]!.text).toContain("a playlist deixará de aparecer no memorial");
  });
});

describe("plan life: the end of a term", () => {
  it("the lapse hides photos beyond the Free limit, deletes none, and a renewal shows them again", async () => {
    const { owner, admin, profile } = await memorial("Platina");
    for (let i = 0; i < 8; i++) await createGalleryImage(db(), { profileId: profile.id, createdAt: day(i) });
    expect(await shownPhotos(profile.id, day(179))).toBe(8);

    // Past the end the gallery already shows the Free 5, before any job has run.
    expect(await shownPhotos(profile.id, day(181))).toBe(5);
    expect(await sweepPlanLife(deps, day(181))).toMatchObject({ lapsed: 1 });
    expect(await typeOf(profile.id)).toBe("Free");
    expect((await contractsOf(profile.id)).map((c) => c.status)).toEqual(["expired"]);
    // Idempotent: the job and the sweep may both get there.
    expect(await sweepPlanLife(deps, day(182))).toMatchObject({ lapsed: 0 });
    expect(await shownPhotos(profile.id, day(182))).toBe(5);
    expect(await countGalleryImages(profile.id)).toBe(8);
    expect(await memorialPlanStatus(owner, profile.id, day(182))).toMatchObject({
      plan: "Platina",
      lapsed: true,
      photoLimit: 5,
      termEndsAt: day(180),
    });

    // The oldest five show; the renewal brings back all eight.
    const [shown] = await db().select().from(profiles).where(eq(profiles.id, profile.id));
    const firstFive = await listGalleryImages({ profile: shown } as ViewableProfile, day(182));
    const oldest = await db()
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.profileId, profile.id))
      .orderBy(galleryImages.createdAt);
    expect(firstFive.map((p) => p.id)).toEqual(oldest.slice(0, 5).map((p) => p.id));
    await assignPlan(admin, profile.id, "Platina", "Renovação", day(190));
    expect(await typeOf(profile.id)).toBe("Platina");
    expect(await shownPhotos(profile.id, day(190))).toBe(8);
  });

  it("the end's job settles the memorial at the end, and tries again when this clock is a little behind", async () => {
    const { profile } = await memorial("Ouro");
    const [term] = await contractsOf(profile.id);
    const job = { payload: { planContractId: term!.id }, jobId: "j", attempt: 1, reportProgress: async () => {} };
    await expect(runPlanTermEnd(job, new Date(day(180).getTime() - 5 * 60_000))).rejects.toThrow(/not over yet/);
    expect(await typeOf(profile.id)).toBe("Ouro");
    await runPlanTermEnd(job, day(180));
    expect(await typeOf(profile.id)).toBe("Free");
    await runPlanTermEnd(job, day(181));
    expect((await contractsOf(profile.id)).map((c) => c.status)).toEqual(["expired"]);
  });

  it("a renewal bought before the end continues the term: nothing is hidden at the first term's end", async () => {
    const { admin, profile } = await memorial("Ouro");
    for (let i = 0; i < 8; i++) await createGalleryImage(db(), { profileId: profile.id, createdAt: day(i) });
    await assignPlan(admin, profile.id, "Ouro", "Renovação", day(170));
    await sweepPlanLife(deps, day(181));
    expect(await typeOf(profile.id)).toBe("Ouro");
    expect((await contractsOf(profile.id)).map((c) => c.status)).toEqual(["expired", "active"]);
    expect(await shownPhotos(profile.id, day(181))).toBe(8);
  });

  it("a refund withdraws the plan as a lapse does: photos hidden, not deleted; buying again shows them", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id });
    for (let i = 0; i < 8; i++) await createGalleryImage(db(), { profileId: profile.id, createdAt: day(i) });
    await fundWallet(owner.id, 100_000);
    const buy = (key: string, at: Date) =>
      buyWithWalletBalance(
        owner,
        { product: "profile_plan", productRefId: profile.id, planId: "Ouro", idempotencyKey: key },
        at,
      );
    const payment = await buy("plan-life-1", NOW);
    expect(await shownPhotos(profile.id, day(1))).toBe(8);

    await inTransaction((tx) => movePayment(tx, payment.id, "refunded", day(2)));
    expect(await typeOf(profile.id)).toBe("Free");
    expect(await shownPhotos(profile.id, day(2))).toBe(5);
    expect(await countGalleryImages(profile.id)).toBe(8);

    await buy("plan-life-2", day(3));
    expect(await shownPhotos(profile.id, day(3))).toBe(8);
  });
});
