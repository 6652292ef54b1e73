import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { action, loader } from "./account-settings";
import { MESSAGES } from "./accounts.schema";
import { signedInUser } from "./accounts.test-helpers";
import { testLoadContext } from "../../../tests/support/context";
import { answerOf } from "../../../tests/support/actions";

const { db } = setupTestDatabase();

/** The action, answering its body (the status is checked where it matters). */
const act = async (args: never) => answerOf(await action(args)).body;

function args(method: "GET" | "POST", fields: Record<string, string> = {}, cookie?: string): never {
  const request = new Request("http://localhost/account-settings", {
    method,
    body: method === "POST" ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  return { request, params: {}, context: testLoadContext(request, { ip: "198.51.100.30" }) } as never;
}

const stored = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe("/account-settings, the first task-zone screen", () => {
  it("sends an anonymous visitor to /login, for the page and for a submission", async () => {
    for (const run of [loader(args("GET")), act(args("POST", { name: "X" }))]) {
      const thrown = await run.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Faccount-settings");
    }
  });

  it("refuses an invalid e-mail with the schema's message, keeps what was typed, echoes no password", async () => {
    const { user, cookie } = await signedInUser(db());
    const answer = await act(
      args(
        "POST",
        {
          name: "Nome Novo",
          email: "sem-arroba",
          cellphone: "(11) 98765-4321",
          password: "novasenha1",
          currentPassword: DEFAULT_PASSWORD,
        },
        cookie,
      ),
    );
    expect(answer.savedAt).toBeNull();
    expect(answer.result.error).toMatchObject({ email: [MESSAGES.settingsEmailInvalid] });
    expect(answer.result.initialValue).toMatchObject({ name: "Nome Novo", email: "sem-arroba" });
    expect(JSON.stringify(answer.result)).not.toContain("novasenha1");
    expect(JSON.stringify(answer.result)).not.toContain(DEFAULT_PASSWORD);
    expect((await stored(user.id)).name).toBe(user.name);
  });

  it("asks for the current password to change the e-mail, under that field, and changes nothing", async () => {
    const { user, cookie } = await signedInUser(db());
    const answer = await act(
      args("POST", { name: user.name, email: "outro@exemplo.com", cellphone: "11987654321" }, cookie),
    );
    expect(answer.result.error).toMatchObject({ currentPassword: [MESSAGES.currentPasswordRequired] });
    expect(answer.result.error?.[""] ?? []).toEqual([]);
    expect((await stored(user.id)).email).toBe(user.email);

    const refused = answerOf(
      await action(
        args(
          "POST",
          { name: user.name, email: "outro@exemplo.com", cellphone: "11987654321", currentPassword: "errada123" },
          cookie,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    const wrong = refused.body;
    expect(wrong.result.error).toMatchObject({ currentPassword: [MESSAGES.currentPasswordWrong] });
    expect(JSON.stringify(wrong.result)).not.toContain("errada123");
  });

  it("saves a valid change: name, phone as digits, e-mail with the current password", async () => {
    const { user, cookie } = await signedInUser(db());
    const other = await createUser(db());
    const answer = await act(
      args(
        "POST",
        {
          name: "  Maria Nova ",
          email: "Maria.Nova@Exemplo.com",
          cellphone: "(21) 98765-1234",
          currentPassword: DEFAULT_PASSWORD,
        },
        cookie,
      ),
    );
    expect(answer.savedAt).toEqual(expect.any(Number));
    const row = await stored(user.id);
    expect(row).toMatchObject({ name: "Maria Nova", email: "maria.nova@exemplo.com", cellphone: "21987651234" });
    expect((await stored(other.id)).email).toBe(other.email);
  });

  it("answers a 400 with a pt-BR message, not a 500, when the body is not a form", async () => {
    const { cookie } = await signedInUser(db());
    const request = new Request("http://localhost/account-settings", {
      method: "POST",
      body: "{",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    const thrown = await act({ request, params: {}, context: testLoadContext(request) } as never).catch(
      (error: unknown) => error,
    );
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(400);
  });
});
