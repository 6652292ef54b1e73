import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { notificationContacts } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { action, loader } from "./add-notification-contacts";
import { CONTACT_MESSAGES as M } from "./notification-contacts.schema";

const { db } = setupTestDatabase();

type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let stranger: Person;
let username: string;
let profileId: string;

beforeEach(async () => {
  owner = await signedInUser(db());
  stranger = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.user.id });
  username = profile.username;
  profileId = profile.id;
});

function args(
  method: "GET" | "POST",
  who: Person | null,
  fields: Record<string, string> = {},
  handle = username,
): never {
  const request = new Request(`http://localhost/add-notification-contacts/${handle}`, {
    method,
    body: method === "POST" ? new URLSearchParams(fields) : undefined,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { request, params: { username: handle }, context: testLoadContext(request) } as never;
}

const thrown = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (error: unknown) => error as Response,
  );
const act = async (...a: Parameters<typeof args>) => answerOf(await action(args(...a)));
const contacts = () => db().select().from(notificationContacts).where(eq(notificationContacts.profileId, profileId));

describe("/add-notification-contacts/:username", () => {
  it("sends an anonymous visitor to /login and a non-owner to the memorial, for the page and a submission", async () => {
    const anonymous = await thrown(loader(args("GET", null)));
    expect(anonymous?.headers.get("location")).toBe(`/login?redirectTo=%2Fadd-notification-contacts%2F${username}`);
    // Each call is started only when awaited: a rejection left waiting would be reported as unhandled.
    for (const run of [
      () => loader(args("GET", stranger)),
      () => action(args("POST", stranger, { intent: "add", name: "Ana", email: "ana@exemplo.com" })),
    ]) {
      const response = await thrown(run());
      expect(response?.status).toBe(302);
      expect(response?.headers.get("location")).toBe(`/profile/${username}?motivo=sem-permissao`);
    }
    expect(await contacts()).toEqual([]);
  });

  it("answers 404 for an unknown memorial", async () => {
    const response = await thrown(loader(args("GET", owner, {}, "ninguem-aqui")));
    expect(response).toMatchObject({ init: { status: 404 } });
  });

  it("the owner adds a contact ('Contato salvo com sucesso'), sees it listed, and removes it", async () => {
    const added = await act("POST", owner, {
      intent: "add",
      name: "Ana Souza",
      email: "ana@exemplo.com",
      cellphone: "(11) 98765-4321",
      kinship: "Mãe",
    });
    expect(added.body).toMatchObject({ saved: true, removed: false });
    const page = await loader(args("GET", owner));
    expect(page.contacts).toEqual([
      expect.objectContaining({
        name: "Ana Souza",
        email: "ana@exemplo.com",
        cellphone: "(11) 98765-4321",
        kinship: "Mãe",
        unsubscribed: false,
      }),
    ]);
    const removed = await act("POST", owner, { intent: "remove", contactId: page.contacts[0]!.id });
    expect(removed.body).toMatchObject({ removed: true });
    expect(await contacts()).toEqual([]);
  });

  it("shows the spec's messages under the fields, and the form-wide one when neither e-mail nor cellphone is given", async () => {
    const bad = await act("POST", owner, { intent: "add", name: "", cellphone: "11987654321" });
    expect(bad.body.saved).toBe(false);
    expect(bad.body.result?.error).toMatchObject({ name: [M.nameRequired], cellphone: [M.phoneInvalid] });
    const unreachable = await act("POST", owner, { intent: "add", name: "Ana" });
    expect(unreachable.body.result?.error).toMatchObject({ "": [M.emailOrPhone] });
    expect(await contacts()).toEqual([]);
  });

  it("a refusal of the service keeps its status and names the field (a repeated e-mail)", async () => {
    await act("POST", owner, { intent: "add", name: "Ana", email: "ana@exemplo.com" });
    const again = await act("POST", owner, { intent: "add", name: "Ana", email: "ANA@exemplo.com" });
    expect(again.status).toBe(409);
    expect(again.body.result?.error).toMatchObject({ email: [M.duplicate] });
    expect(await contacts()).toHaveLength(1);
  });
});
