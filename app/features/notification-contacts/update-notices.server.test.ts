import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attendances, notificationContacts, profiles } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { type MailMessage, setMailer } from "~/integrations/mail/mail.server";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { noticesOf, saveNotificationContact } from "./notification-contacts.server";
import { contactIdOfToken } from "./unsubscribe-token.server";
import { runUpdateNotices } from "./update-notices.server";

const { db } = setupTestDatabase();

const SECRET = "test-secret-of-at-least-32-characters!";
const QUIET = 10;
const MINUTE = 60_000;

let sent: MailMessage[];
let failNext = 0;
beforeEach(() => {
  sent = [];
  failNext = 0;
  setMailer({
    async send(message) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error("SMTP down");
      }
      sent.push(message);
      return { id: String(sent.length) };
    },
  });
});
afterEach(() => setMailer(undefined));

/** A clock the test moves by hand. */
function clock(start = Date.parse("2026-11-23T12:00:00Z")) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (minutes: number) => {
      now += minutes * MINUTE;
    },
  };
}

const run = (at: Date) => runUpdateNotices(at, { secret: SECRET, quietMinutes: QUIET });

async function memorialWithContacts(overrides: Parameters<typeof createProfile>[1] = {}) {
  const owner = actorOf(await createUser(db()));
  const profile = await createProfile(db(), { userId: owner.id, ...overrides });
  const add = (contact: Record<string, unknown>) =>
    saveNotificationContact(owner, { userId: owner.id, profileId: profile.id, contact });
  const ana = await add({ name: "Ana", email: "ana@exemplo.com" });
  const beto = await add({ name: "Beto", email: "beto@exemplo.com", cellphone: "(11) 98765-4321" });
  await add({ name: "Caio", cellphone: "(21) 99876-5432" }); // no e-mail: nothing to send
  return { owner, profile, ana, beto };
}

const edit = (profileId: string, bio: string) => db().update(profiles).set({ bio }).where(eq(profiles.id, profileId));

describe("the memorial update e-mails", () => {
  it("sends one message per e-mail contact for a burst of edits, once it has been quiet for the period", async () => {
    const t = clock();
    const { profile } = await memorialWithContacts();
    expect(await run(t.now())).toMatchObject({ sent: 0 }); // nothing changed since the contacts were added

    await edit(profile.id, "Primeira edição.");
    await run(t.now()); // the change is seen now; the quiet period starts
    t.advance(4);
    await db()
      .insert(attendances)
      .values({ profileId: profile.id, name: "Visita", email: "v@exemplo.com", cellphone: "11987654321" });
    await run(t.now()); // another edit inside the burst: the period starts again
    t.advance(QUIET - 1);
    await edit(profile.id, "Segunda edição.");
    expect(await run(t.now())).toMatchObject({ sent: 0 });
    t.advance(QUIET - 1);
    expect(await run(t.now())).toMatchObject({ sent: 0 });
    expect(sent).toEqual([]);

    t.advance(1);
    expect(await run(t.now())).toEqual({ announced: 1, sent: 2, failed: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual(["ana@exemplo.com", "beto@exemplo.com"]);
    // Never twice for the same version.
    t.advance(60);
    expect(await run(t.now())).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(2);

    // A later burst is a new message.
    await edit(profile.id, "Terceira edição.");
    await run(t.now());
    t.advance(QUIET);
    expect(await run(t.now())).toMatchObject({ sent: 2 });
    expect(sent).toHaveLength(4);
  });

  it("links to the memorial and to a signed unsubscribe page for that contact", async () => {
    const t = clock();
    const { profile, ana } = await memorialWithContacts({ name: "Maria das Dores" });
    await edit(profile.id, "Nova foto.");
    await run(t.now());
    t.advance(QUIET);
    await run(t.now());
    const message = sent.find((m) => m.to === "ana@exemplo.com")!;
    expect(message.subject).toContain("O memorial de Maria das Dores foi atualizado");
    expect(message.text).toContain("Olá, Ana!");
    expect(message.text).toMatch(new RegExp(`https?://[^\\s]+/profile/${profile.username}\\n`));
    const token = /\/cancelar-notificacoes\/([^\s]+)/.exec(message.text)![1]!;
    expect(contactIdOfToken(SECRET, decodeURIComponent(token))).toBe(ana.id);
    expect(contactIdOfToken("another-secret-of-32-characters-long", decodeURIComponent(token))).toBeUndefined();
    expect(message.html).toContain("Não quero mais receber avisos");
  });

  it("gives a private memorial's link with its access token, and skips one not activated yet", async () => {
    const t = clock();
    const closed = await memorialWithContacts({ access: "Private" });
    const inactive = await memorialWithContacts({ activatedByUser: false });
    await edit(closed.profile.id, "x");
    await edit(inactive.profile.id, "x");
    await run(t.now());
    t.advance(QUIET);
    expect(await run(t.now())).toEqual({ announced: 2, sent: 2, failed: 0 });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, closed.profile.id));
    for (const message of sent) {
      expect(message.text).toContain(`/profile/${row!.username}/${row!.accessToken}`);
    }
    // The inactive memorial's burst is closed without messages: activating it later is a new edit.
    const notices = await noticesOf(inactive.profile.id);
    expect(notices?.notifiedVersion).toBe(notices?.seenVersion);
  });

  it("leaves out contacts who unsubscribed", async () => {
    const t = clock();
    const { profile, ana } = await memorialWithContacts();
    await db().update(notificationContacts).set({ unsubscribedAt: t.now() }).where(eq(notificationContacts.id, ana.id));
    await edit(profile.id, "x");
    await run(t.now());
    t.advance(QUIET);
    await run(t.now());
    expect(sent.map((m) => m.to)).toEqual(["beto@exemplo.com"]);
  });

  it("records nothing when sending fails, so the next run sends the burst", async () => {
    const t = clock();
    const { profile } = await memorialWithContacts();
    await edit(profile.id, "x");
    await run(t.now());
    t.advance(QUIET);
    failNext = 1;
    expect(await run(t.now())).toEqual({ announced: 0, sent: 0, failed: 1 });
    t.advance(1);
    expect(await run(t.now())).toEqual({ announced: 1, sent: 2, failed: 0 });
  });

  it("announces each burst once when several processes run the job at the same moment", async () => {
    const t = clock();
    const memorials = [];
    for (let i = 0; i < 3; i++) memorials.push(await memorialWithContacts());
    for (const { profile } of memorials) await edit(profile.id, "x");
    await Promise.all([run(t.now()), run(t.now()), run(t.now())]);
    t.advance(QUIET);
    const reports = await Promise.all([run(t.now()), run(t.now()), run(t.now()), run(t.now())]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(reports.reduce((sum, r) => sum + r.announced, 0)).toBe(3);
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((m) => `${m.to} ${m.text}`)).size).toBe(6);
  });
});
