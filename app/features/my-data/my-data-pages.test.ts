import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { readOutbox, signedInUser, useTempOutbox } from "~/features/accounts/accounts.test-helpers";
import { readZip } from "~/shared/zip/zip-reader.test-helpers";
import { DEFAULT_PASSWORD } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { testLoadContext } from "../../../tests/support/context";
import { loader as fileLoader } from "./export-file-route";
import { loader as linkLoader } from "./export-link";
import { MY_DATA_MESSAGES as M } from "./my-data.constants";
import { action, loader } from "./my-data-screen";
import { exportTokenIn, runExportJob } from "./my-data.test-helpers";
import { dataExports } from "~/db/schema";

const { db } = setupTestDatabase();

function args(
  path: string,
  cookie?: string,
  fields?: Record<string, string>,
  params: Record<string, string> = {},
): never {
  const request = new Request(`http://localhost${path}`, {
    method: fields ? "POST" : "GET",
    ...(fields && { body: new URLSearchParams(fields) }),
    headers: cookie ? { cookie } : {},
  });
  return { request, params, context: testLoadContext(request) } as never;
}

async function settle(run: Promise<unknown>): Promise<unknown> {
  return run.catch((thrown: unknown) => thrown);
}

describe("the /meus-dados pages", () => {
  it("send a visitor to sign in", async () => {
    const answer = (await settle(loader(args("/meus-dados")))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/login/);
  });

  it("export by the form, download through the link as its owner; a stranger reads the calm refusal", async () => {
    const outbox = await useTempOutbox();
    const { user, cookie } = await signedInUser(db());
    const page = (await loader(args("/meus-dados", cookie))) as { summary: { source: string; count: number }[] };
    expect(page.summary.find((row) => row.source === "accounts")?.count).toBeGreaterThan(0);

    expect(await action(args("/meus-dados", cookie, { intent: "export" }))).toMatchObject({ ok: true });
    expect(await action(args("/meus-dados", cookie, { intent: "export" }))).toMatchObject({
      ok: false,
      message: M.exportInFlight,
    });
    const [row] = await db().select().from(dataExports).where(eq(dataExports.userId, user.id));
    await runExportJob(row!.id, new Date());
    const token = exportTokenIn((await readOutbox(outbox))[0]!)!;

    const params = { token };
    expect(await linkLoader(args(`/meus-dados/exportacao/${token}`, cookie, undefined, params))).toMatchObject({
      state: "ready",
    });
    const file = (await fileLoader(
      args(`/meus-dados/exportacao/${token}/arquivo`, cookie, undefined, params),
    )) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(readZip(Buffer.from(await file.arrayBuffer())).has("accounts/users.json")).toBe(true);

    const stranger = await signedInUser(db());
    expect(await linkLoader(args(`/x`, stranger.cookie, undefined, params))).toEqual({
      state: "refused",
      message: M.exportNotFound,
    });
    const refused = (await fileLoader(args(`/x`, stranger.cookie, undefined, params))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/meus-dados/exportacao/${token}`);
  });

  it("a wrong password answers in pt-BR and changes nothing; the right one signs out to /conta-excluida", async () => {
    await useTempOutbox();
    const { user, cookie } = await signedInUser(db());
    const wrong = await action(
      args("/meus-dados", cookie, { intent: "delete", password: "nada", confirmation: "EXCLUIR" }),
    );
    expect(wrong).toMatchObject({ ok: false, message: M.passwordWrong, fields: { password: M.passwordWrong } });
    const [kept] = await db().select().from(users).where(eq(users.id, user.id));
    expect(kept!.email).toBe(user.email);

    const done = (await settle(
      action(args("/meus-dados", cookie, { intent: "delete", password: DEFAULT_PASSWORD, confirmation: "EXCLUIR" })),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/conta-excluida");
    expect(done.headers.getSetCookie().join(";")).toMatch(/memorial_session=;/);
    const after = (await settle(loader(args("/meus-dados", cookie)))) as Response;
    expect(after.status).toBe(302);
  });
});
