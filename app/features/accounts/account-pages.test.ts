import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { MESSAGES } from "./accounts.schema";
import { signedInUser } from "./accounts.test-helpers";
import { action as loginAction, loader as loginLoader } from "./login";
import { action as registerAction } from "./register";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();

/** The arguments React Router hands an action (typed loosely: each route has its own). */
function post(path: string, fields: Record<string, string>, cookie?: string): never {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
  return { request, params: {}, context: testLoadContext(request, { ip: "198.51.100.20" }) } as never;
}

/** What an action answered: a Response, a data() value, or the value it returned. */
async function outcome(run: Promise<unknown>) {
  const value = await run.catch((thrown: unknown) => thrown);
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("location"), headers: value.headers };
  const init = (value as { init?: ResponseInit | null; type?: string })?.init;
  if ((value as { type?: string })?.type === "DataWithResponseInit") {
    return {
      status: init?.status ?? 200,
      headers: new Headers(init?.headers),
      data: (value as { data: unknown }).data,
    };
  }
  return { status: 200, data: value };
}

const users$ = async () => (await db().select({ n: count() }).from(users))[0]!.n;

describe("the login page's action", () => {
  it("goes back to a local path only: a tab or a newline in redirectTo goes to /profiles", async () => {
    const user = await createUser(db());
    for (const redirectTo of ["/\t/evil.example", "/\n/evil.example", "//evil.example", "https://evil.example"]) {
      const answer = await outcome(
        loginAction(post("/login", { email: user.email, password: DEFAULT_PASSWORD, redirectTo })),
      );
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/profiles?aviso=login");
    }
    const back = await outcome(
      loginAction(post("/login", { email: user.email, password: DEFAULT_PASSWORD, redirectTo: "/account-settings" })),
    );
    expect(back.location).toBe("/account-settings?aviso=login");
  });

  it("answers 429 with Retry-After and the pt-BR message once an address failed too often", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 20; i++)
      await loginAction(post("/login", { email: `x${i}@exemplo.com`, password: "errada123" }));
    const answer = await outcome(loginAction(post("/login", { email: user.email, password: DEFAULT_PASSWORD })));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers?.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({
      ok: false,
      formError: "Muitas tentativas. Aguarde um pouco e tente novamente.",
    });
  });

  it("lets the owner in after others failed on the e-mail, with the bot check token the page sends", async () => {
    const user = await createUser(db());
    for (let i = 0; i < 10; i++) await loginAction(post("/login", { email: user.email, password: "errada123" }));
    const bare = await outcome(loginAction(post("/login", { email: user.email, password: DEFAULT_PASSWORD })));
    expect(bare.data).toMatchObject({ ok: false, formError: MESSAGES.captchaRequired });

    const pageRequest = new Request("http://localhost/login");
    const page = (await loginLoader({ request: pageRequest, context: testLoadContext(pageRequest) } as never)) as {
      captchaToken: string;
    };
    expect(page.captchaToken).toBe("sandbox:0.9");
    const fields = { email: user.email, password: DEFAULT_PASSWORD, captchaToken: page.captchaToken };
    const answer = await outcome(loginAction(post("/login", fields)));
    expect(answer).toMatchObject({ status: 302, location: "/profiles?aviso=login" });
  });
});

describe("the register page's action", () => {
  const fields = {
    name: "Ana Nova",
    email: "ana.nova@exemplo.com",
    cellphone: "11987654321",
    password: "senha1234",
    confirmPassword: "senha1234",
  };

  it("sends a signed-in browser to /profiles and creates nothing", async () => {
    const { cookie } = await signedInUser(db());
    const before = await users$();
    const answer = await outcome(registerAction(post("/register", fields, cookie)));
    expect(answer).toMatchObject({ status: 302, location: "/profiles" });
    expect(await users$()).toBe(before);
  });

  it("refuses a NUL character with a 400 and creates nothing", async () => {
    const before = await users$();
    const answer = await outcome(registerAction(post("/register", { ...fields, name: "Ana\u0000 Nul" })));
    expect(answer.status).toBe(400);
    expect(await users$()).toBe(before);
  });
});
