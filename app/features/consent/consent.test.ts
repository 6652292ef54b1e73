import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "~/db/client.server";
import { clearContractCache, syncContracts } from "~/features/contracts/contracts.server";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { action as acceptAction } from "./accept";
import { consentStatus } from "./consent.server";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();
const api = startTestApi();

const metadata = {
  platform: "Linux armv8l",
  hardwareConcurrency: 8,
  deviceMemory: 4,
  online: true,
  url: "http://localhost:3000/",
  language: "pt-BR",
  userAgent: "Mozilla/5.0 (Linux; Android 13)",
  screenHeight: 800,
  screenWidth: 360,
};

describe("POST /api/cookie/consent", () => {
  it("records the consent with its proof and answers 201 with a token and a cookie", async () => {
    await syncContracts();
    const res = await api.call<{ token: string }>("POST", "/api/cookie/consent", {
      json: { consent: true, metadata: JSON.stringify(metadata) },
      headers: { "user-agent": "vitest-agent" },
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[\w-]{20,}$/);
    expect(res.headers.get("set-cookie")).toContain(`memorial_consent=${res.body.token}`);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const [row] = await selectRows<{
      consent: boolean;
      policy_version: number;
      ip: string;
      user_agent: string;
      metadata: typeof metadata;
    }>(
      db(),
      sql`select consent, policy_version, ip, user_agent, metadata from consent_events where token = ${res.body.token}`,
    );
    expect(row).toMatchObject({
      consent: true,
      policy_version: 1,
      ip: "127.0.0.1",
      user_agent: "vitest-agent",
      metadata,
    });

    const check = await api.call("GET", `/api/cookie/checkCookie/${res.body.token}`);
    expect(check).toMatchObject({ status: 200, body: { consent: true } });
  });

  it("accepts metadata as an object and drops unknown keys", async () => {
    const res = await api.call<{ token: string }>("POST", "/api/cookie/consent", {
      json: { consent: true, metadata: { language: "pt-BR", secret: "x" } },
    });
    expect(res.status).toBe(201);
    const [row] = await selectRows<{ metadata: object }>(db(), sql`select metadata from consent_events`);
    expect(row?.metadata).toEqual({ language: "pt-BR" });
  });

  it("records a refusal, which does not count as consent", async () => {
    const res = await api.call<{ token: string }>("POST", "/api/cookie/consent", {
      json: { consent: false, metadata: "{}" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect((await api.call("GET", `/api/cookie/checkCookie/${res.body.token}`)).body).toMatchObject({ consent: false });
  });

  it.each([
    ["no body", undefined],
    ["consent missing", { metadata: "{}" }],
    ["consent not boolean", { consent: "yes", metadata: "{}" }],
    ["metadata not JSON", { consent: true, metadata: "{oops" }],
    ["metadata of the wrong type", { consent: true, metadata: 42 }],
    ["metadata field of the wrong type", { consent: true, metadata: { screenWidth: "wide" } }],
    ["an array", [1, 2]],
  ])("refuses %s with 400 and a pt-BR message, storing nothing", async (_name, json) => {
    const res = await api.call<{ success: boolean; message: string }>("POST", "/api/cookie/consent", { json });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/[a-zà-ú]{3,}/i);
    expect(res.body.message).not.toMatch(/expected|invalid input/i);
    const [count] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from consent_events`);
    expect(count?.n).toBe(0);
  });

  it("refuses a NUL character hidden in the metadata's JSON string with 400, recording nothing", async () => {
    for (const json of [
      { consent: true, metadata: JSON.stringify({ language: "a\u0000b" }) },
      { consent: true, metadata: { platform: "a\u0000b" } },
    ]) {
      const res = await api.call("POST", "/api/cookie/consent", { json });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false });
    }
    expect((await api.call("GET", "/api/cookie/checkCookie/%00")).status).toBe(400);
    expect((await api.call("GET", "/api/contract/%00")).status).toBe(400);
    const [count] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from consent_events`);
    expect(count?.n).toBe(0);
  });

  it("the form without JavaScript goes back to a local path only, and keeps the page and language", async () => {
    for (const [redirectTo, expected] of [
      ["/blog?pagina=2", "/blog?pagina=2"],
      ["/blog\r\nX-Evil: 1", "/"],
      ["/\\evil.example", "/"],
      ["//evil.example", "/"],
    ]) {
      const request = new Request("http://localhost:3000/consent", {
        method: "POST",
        body: new URLSearchParams({ redirectTo: redirectTo! }),
        headers: { "accept-language": "pt-BR,pt;q=0.9" },
      });
      const response = (await acceptAction({
        request,
        context: testLoadContext(request, { ip: "198.51.100.9" }),
      } as never)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(expected);
    }
    const [event] = await selectRows<{ metadata: Record<string, string> }>(
      db(),
      sql`select metadata from consent_events order by created_at limit 1`,
    );
    expect(event?.metadata).toMatchObject({ url: "http://localhost:3000/blog?pagina=2", language: "pt-BR" });
  });

  it("keeps every recorded consent as it was: the database refuses updates and deletes", async () => {
    const res = await api.call("POST", "/api/cookie/consent", { json: { consent: true, metadata } });
    expect(res.status).toBe(201);
    // Drizzle wraps the database's error; its cause is PostgreSQL's refusal.
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => "done",
          (error: { cause?: unknown }) => String(error.cause ?? error),
        );
    expect(await refusal(sql`update consent_events set consent = false`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from consent_events`)).toMatch(/append-only: DELETE refused/);
    const [row] = await selectRows<{ consent: boolean; n: number }>(
      db(),
      sql`select bool_and(consent) as consent, count(*)::int as n from consent_events`,
    );
    expect(row).toEqual({ consent: true, n: 1 });
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await api.call("POST", "/api/cookie/consent", { raw: "{not json" });
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: "O corpo da requisição não é um JSON válido." },
    });
  });

  it("refuses a cross-site browser request", async () => {
    const res = await api.call("POST", "/api/cookie/consent", {
      json: { consent: true, metadata: "{}" },
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/cookie/checkCookie/{token}", () => {
  it("answers 404 for an unknown token", async () => {
    const res = await api.call("GET", "/api/cookie/checkCookie/unknown-token");
    expect(res).toMatchObject({ status: 404, body: { success: false, message: "Consentimento não encontrado." } });
  });

  it("asks again when a newer policy version is published", async () => {
    await syncContracts();
    const { body } = await api.call<{ token: string }>("POST", "/api/cookie/consent", {
      json: { consent: true, metadata: "{}" },
    });
    expect(await consentStatus(body.token)).toBe("accepted");
    await db().execute(
      sql`insert into contracts (key, version, title, body) values ('contrato_geral_e_politica_de_privacidade', 2, 'Nova', 'Texto')`,
    );
    clearContractCache();
    expect(await consentStatus(body.token)).toBe("outdated");
    expect((await api.call("GET", `/api/cookie/checkCookie/${body.token}`)).body).toMatchObject({ consent: false });
  });
});
