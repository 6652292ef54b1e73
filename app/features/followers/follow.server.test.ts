import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followerOccasionSends, followers } from "~/db/schema";
import { signedInUser } from "~/features/payments/payments.test-helpers";
import { addMemorialMember, loadViewableProfile } from "~/features/profiles/index.server";
import type { MailMessage } from "~/integrations/mail/mail.server";
import { AppError } from "~/shared/http/errors";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { unsubscribeTokenFor } from "./follower-tokens.server";
import { FOLLOWER_MESSAGES } from "./followers.constants";
import { followersPersonalData } from "./followers-personal-data.server";
import {
  confirmFollow,
  followerCount,
  requestFollow,
  unsubscribeFollower,
  viewConfirmation,
  viewUnsubscribe,
} from "./follow.server";
import { sweepFollowerOccasions } from "./occasion-jobs.server";
import { capturedMail } from "./follower-mail.test-helpers";

const { db } = setupTestDatabase();
const sent = capturedMail();
const HUMAN = "sandbox:0.9";
/** 10:00 in São Paulo on 27 November 2026 (13:00 UTC). */
const NOW = new Date("2026-11-27T13:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function memorial(overrides: Parameters<typeof createProfile>[1] = {}) {
  const profile = await createProfile(db(), { name: "Maria das Dores", deathDate: "2026-11-20", ...overrides });
  const view = await loadViewableProfile({ viewer: null, username: profile.username, token: profile.accessToken });
  return { profile, view };
}

let ipCounter = 0;
const visitor = () => ({ ip: `203.0.113.${++ipCounter % 250}`, actor: null });

/** The token in the confirmation link of the last e-mail. */
function confirmTokenOf(message: MailMessage | undefined): string {
  const match = /\/seguir\/confirmar\/([\w-]+)/.exec(message?.text ?? "");
  if (!match) throw new Error("no confirmation link");
  return match[1]!;
}

async function rowOf(email: string) {
  const [row] = await db().select().from(followers).where(eq(followers.email, email));
  return row;
}

describe("following a memorial: double opt-in", () => {
  it("the form e-mails a confirmation link; a pending follower gets nothing; the link confirms once", async () => {
    const { view } = await memorial();
    await requestFollow(view, { email: "  Ana@Exemplo.com ", captchaToken: HUMAN }, visitor(), NOW);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("ana@exemplo.com");
    expect(sent[0]!.subject).toBe("Confirme para seguir o memorial de Maria das Dores");
    const row = await rowOf("ana@exemplo.com");
    expect(row).toMatchObject({ status: "pending", consentVersion: "seguir-memorial-v1" });
    const token = confirmTokenOf(sent[0]);
    // Only the hash is kept.
    expect(row!.confirmTokenHash).not.toContain(token);

    // The seventh day (27 November): the pending address is owed nothing.
    expect(await sweepFollowerOccasions(NOW)).toBe(0);

    // The link's page changes nothing; its button confirms.
    expect(await viewConfirmation(token, NOW)).toMatchObject({ memorialName: "Maria das Dores", done: false });
    expect((await rowOf("ana@exemplo.com"))!.status).toBe("pending");
    expect(await confirmFollow(token, later(1))).toMatchObject({ done: true });
    expect(await rowOf("ana@exemplo.com")).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    // Once: the same link again is refused calmly (404 with the pt-BR message), and changes nothing.
    await expect(confirmFollow(token, later(2))).rejects.toMatchObject({
      status: 404,
      message: FOLLOWER_MESSAGES.invalidLink,
    });
    expect(await sweepFollowerOccasions(NOW)).toBe(1);
  });

  it("a confirmation link expires after 7 days", async () => {
    const { view } = await memorial();
    await requestFollow(view, { email: "bia@exemplo.com", captchaToken: HUMAN }, visitor(), NOW);
    const token = confirmTokenOf(sent[0]);
    await expect(confirmFollow(token, later(7 * 24 * 60 + 1))).rejects.toMatchObject({ status: 404 });
    expect(await confirmFollow(token, later(7 * 24 * 60 - 1))).toMatchObject({ done: true });
  });

  it("never reveals whether an address follows: the same answer, and an e-mail only to that address", async () => {
    const { view } = await memorial();
    await requestFollow(view, { email: "caio@exemplo.com", captchaToken: HUMAN }, visitor(), NOW);
    await confirmFollow(confirmTokenOf(sent[0]), NOW);
    // Someone asks again for the same address: no error, no new confirmation, a note to the address.
    await expect(
      requestFollow(view, { email: "caio@exemplo.com", captchaToken: HUMAN }, visitor(), later(5)),
    ).resolves.toBeUndefined();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe("Você já segue o memorial de Maria das Dores");
    expect((await rowOf("caio@exemplo.com"))!.status).toBe("confirmed");
  });

  it("re-following an unsubscribed address sends a new confirmation; it gets nothing until confirmed", async () => {
    const { view } = await memorial();
    await requestFollow(view, { email: "davi@exemplo.com", captchaToken: HUMAN }, visitor(), NOW);
    await confirmFollow(confirmTokenOf(sent[0]), NOW);
    const row = await rowOf("davi@exemplo.com");
    const unsubscribe = unsubscribeTokenFor(await ensureSessionSecret(), row!.id);
    expect(await viewUnsubscribe(unsubscribe)).toMatchObject({ done: false });
    await unsubscribeFollower(unsubscribe, later(1));
    expect((await rowOf("davi@exemplo.com"))!.status).toBe("unsubscribed");
    expect(await sweepFollowerOccasions(NOW)).toBe(0);

    await requestFollow(view, { email: "davi@exemplo.com", captchaToken: HUMAN }, visitor(), later(10));
    expect(sent.at(-1)!.subject).toBe("Confirme para seguir o memorial de Maria das Dores");
    expect((await rowOf("davi@exemplo.com"))!.status).toBe("pending");
    expect(await sweepFollowerOccasions(NOW)).toBe(0);
    await confirmFollow(confirmTokenOf(sent.at(-1)), later(11));
    expect(await sweepFollowerOccasions(NOW)).toBe(1);
  });

  it("bad input, a failed bot check or a private memorial: a pt-BR message, nothing stored, nothing sent", async () => {
    const { view } = await memorial();
    const refusal = (input: object, target = view) =>
      requestFollow(target, input, visitor(), NOW).then(
        () => undefined,
        (error: unknown) => (error instanceof AppError ? { status: error.status, message: error.message } : error),
      );
    expect(await refusal({ email: "não é e-mail", captchaToken: HUMAN })).toEqual({
      status: 400,
      message: FOLLOWER_MESSAGES.email,
    });
    expect(await refusal({ email: "eva@exemplo.com", captchaToken: "sandbox:0.1" })).toEqual({
      status: 400,
      message: FOLLOWER_MESSAGES.robot,
    });
    const hidden = await memorial({ access: "Private" });
    expect(await refusal({ email: "eva@exemplo.com", captchaToken: HUMAN }, hidden.view)).toEqual({
      status: 400,
      message: FOLLOWER_MESSAGES.privateMemorial,
    });
    expect(await db().select().from(followers)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("limits requests per visitor address with a 429 and a pt-BR message", async () => {
    const { view } = await memorial();
    const same = { ip: "203.0.113.250", actor: null };
    for (let n = 0; n < 5; n++) {
      await requestFollow(view, { email: `p${n}@exemplo.com`, captchaToken: HUMAN }, same, NOW);
    }
    await expect(
      requestFollow(view, { email: "p9@exemplo.com", captchaToken: HUMAN }, same, NOW),
    ).rejects.toMatchObject({ status: 429, message: FOLLOWER_MESSAGES.tooMany });
  });
});

describe("the administrators' count", () => {
  it("administrators see how many confirmed followers; editors and strangers are refused", async () => {
    const owner = await signedInUser(db());
    const { profile, view } = await memorial({ userId: owner.id });
    for (const email of ["a@exemplo.com", "b@exemplo.com", "c@exemplo.com"]) {
      await requestFollow(view, { email, captchaToken: HUMAN }, visitor(), NOW);
    }
    await confirmFollow(confirmTokenOf(sent[0]), NOW);
    await confirmFollow(confirmTokenOf(sent[1]), NOW);
    expect(await followerCount(owner, profile.id)).toBe(2);
    const editor = await signedInUser(db());
    await addMemorialMember(db(), {
      profileId: profile.id,
      userId: editor.id,
      role: "editor",
      addedByUserId: owner.id,
      now: NOW,
    });
    await expect(followerCount(editor, profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(followerCount(await signedInUser(db()), profile.id)).rejects.toMatchObject({ status: 403 });
    await expect(followerCount(null, profile.id)).rejects.toMatchObject({ status: 401 });
  });
});

describe("followersPersonalData", () => {
  it("exports a person's follows by account or by address, without token hashes, and erases them", async () => {
    const person = await signedInUser(db(), { email: "fabi@exemplo.com" });
    const { view } = await memorial();
    const other = await memorial({ name: "João" });
    await requestFollow(
      view,
      { email: "fabi@exemplo.com", captchaToken: HUMAN },
      { ip: "203.0.113.7", actor: person },
      NOW,
    );
    await requestFollow(other.view, { email: "fabi@exemplo.com", captchaToken: HUMAN }, visitor(), NOW);
    await requestFollow(view, { email: "gil@exemplo.com", captchaToken: HUMAN }, visitor(), NOW);
    const mine = await rowOf("fabi@exemplo.com");
    expect(mine!.userId).toBe(person.id);
    await db().insert(followerOccasionSends).values({ followerId: mine!.id, occasionKey: "finados:2026", sentAt: NOW });

    const subject = { userId: person.id, email: "fabi@exemplo.com" };
    const exported = await followersPersonalData.exportFor(db(), subject);
    expect(exported.followers).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toMatch(/token|hash/i);
    expect(exported.follower_occasion_sends).toEqual([{ followerId: mine!.id, occasion: "finados:2026", sentAt: NOW }]);

    await followersPersonalData.eraseFor(db(), subject);
    expect((await db().select().from(followers)).map((row) => row.email)).toEqual(["gil@exemplo.com"]);
    expect(await db().select().from(followerOccasionSends)).toEqual([]);
  });
});
