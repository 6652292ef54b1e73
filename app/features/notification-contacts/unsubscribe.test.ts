import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { notificationContacts } from "~/db/schema";
import { actorOf } from "~/features/payments/payments.test-helpers";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { createProfile, createUser } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { CONTACT_MESSAGES as M } from "./notification-contacts.schema";
import { saveNotificationContact } from "./notification-contacts.server";
import { action, loader } from "./unsubscribe";
import { unsubscribeToken } from "./unsubscribe-token.server";

const { db } = setupTestDatabase();

let contactId: string;
let token: string;

beforeEach(async () => {
  const owner = actorOf(await createUser(db()));
  const profile = await createProfile(db(), { userId: owner.id, name: "Maria das Dores" });
  const contact = await saveNotificationContact(owner, {
    userId: owner.id,
    profileId: profile.id,
    contact: { name: "Ana", email: "ana@exemplo.com" },
  });
  contactId = contact.id;
  token = unsubscribeToken(await ensureSessionSecret(), contact.id);
});

function args(method: "GET" | "POST", pathToken: string): never {
  const request = new Request(`http://localhost/cancelar-notificacoes/${encodeURIComponent(pathToken)}`, { method });
  return { request, params: { token: pathToken }, context: testLoadContext(request) } as never;
}

const unsubscribedAt = async () =>
  (await db().select().from(notificationContacts).where(eq(notificationContacts.id, contactId)))[0]?.unsubscribedAt;

describe("/cancelar-notificacoes/:token", () => {
  it("GET only shows the confirmation; the POST stops the e-mails, and a second POST changes nothing", async () => {
    const page = await loader(args("GET", token));
    expect(page).toMatchObject({
      data: { memorialName: "Maria das Dores", email: "ana@exemplo.com", unsubscribed: false },
    });
    expect(page.init?.headers).toMatchObject({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
    expect(await unsubscribedAt()).toBeNull();

    const done = await action(args("POST", token));
    expect(done).toMatchObject({ data: { unsubscribed: true } });
    const when = await unsubscribedAt();
    expect(when).toBeInstanceOf(Date);
    await action(args("POST", token));
    expect(await unsubscribedAt()).toEqual(when);
    expect(await loader(args("GET", token))).toMatchObject({ data: { unsubscribed: true } });
  });

  it("answers 404 to a forged, altered or foreign token, changing nothing", async () => {
    const [id, mac] = token.split(".") as [string, string];
    const forged = [
      `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${id}.`,
      id,
      `00000000-0000-4000-8000-000000000000.${mac}`,
      unsubscribeToken("another-secret-that-is-32-characters!", id),
      `${token}.extra`,
    ];
    for (const bad of forged) {
      for (const run of [loader(args("GET", bad)), action(args("POST", bad))]) {
        const error = await run.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, bad).toMatchObject({ data: M.invalidLink, init: { status: 404 } });
      }
    }
    expect(await unsubscribedAt()).toBeNull();
  });
});
