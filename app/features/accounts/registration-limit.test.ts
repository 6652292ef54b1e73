import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { action as registerAction } from "./register";
import { REGISTER_BURST_PER_IP, REGISTER_LIMIT_PER_IP, REGISTER_TOO_MANY } from "./registration-limit.server";
import { testLoadContext } from "../../../tests/support/context";

const { db } = setupTestDatabase();
const api = startTestApi();

let counter = 0;
const registration = (email = `pessoa${++counter}@exemplo.com`) => ({
  name: "Pessoa da Rede",
  email,
  cellphone: "(11) 98765-4321",
  password: "senha12345",
  confirmPassword: "senha12345",
});
/** The test API trusts loopback, so X-Forwarded-For names the client as a proxy would. */
const fromIp = (ip: string, path = "/api/user/registerUser", json: unknown = registration()) =>
  api.call("POST", path, { json, headers: { "x-forwarded-for": ip } });
/** Time passes for the short window only. */
const afterBurstWindow = () =>
  db().execute(
    sql`update rate_limit_buckets set window_start = window_start - ${REGISTER_BURST_PER_IP.windowMs}::double precision * interval '1 millisecond' where key like 'register:burst:%'`,
  );

describe("registration from one address", () => {
  it(`allows a burst of ${REGISTER_BURST_PER_IP.limit}, then asks to wait with a 429 and Retry-After`, async () => {
    for (let i = 0; i < REGISTER_BURST_PER_IP.limit; i++) expect((await fromIp("203.0.113.5")).status).toBe(201);
    const refused = await fromIp("203.0.113.5");
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: REGISTER_TOO_MANY } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address, or the same crowd a few minutes later, registers normally.
    expect((await fromIp("203.0.113.6")).status).toBe(201);
    await afterBurstWindow();
    expect((await fromIp("203.0.113.5")).status).toBe(201);
  });

  it(`lets a carrier-NAT crowd register ${REGISTER_LIMIT_PER_IP.limit} accounts an hour, not one more`, async () => {
    let created = 0;
    while (created < REGISTER_LIMIT_PER_IP.limit) {
      for (let i = 0; i < REGISTER_BURST_PER_IP.limit && created < REGISTER_LIMIT_PER_IP.limit; i++, created++) {
        expect(
          (
            await fromIp(
              "198.51.100.77",
              i % 2 ? "/api/user/registerPartner" : undefined,
              i % 2 ? partner() : undefined,
            )
          ).status,
        ).toBe(201);
      }
      await afterBurstWindow();
    }
    expect((await fromIp("198.51.100.77")).status).toBe(429);
  });

  it("counts an e-mail already taken (409) toward the same limit", async () => {
    await createUser(db(), { email: "ja.existe@exemplo.com" });
    for (let i = 0; i < REGISTER_BURST_PER_IP.limit; i++) {
      expect((await fromIp("192.0.2.44", undefined, registration("ja.existe@exemplo.com"))).status).toBe(409);
    }
    expect((await fromIp("192.0.2.44")).status).toBe(429);
  });

  it("treats an IPv6 /64 as one address (one subscriber's network)", async () => {
    for (let i = 0; i < REGISTER_BURST_PER_IP.limit; i++) {
      expect((await fromIp(`2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(201);
    }
    expect((await fromIp("2001:db8:1:2:ffff::9")).status).toBe(429);
    expect((await fromIp("2001:db8:1:3::1")).status).toBe(201);
  });

  it("applies on the registration page too: a pt-BR refusal with status 429", async () => {
    const post = (ip: string) => {
      const request = new Request("http://localhost/register", {
        method: "POST",
        body: new URLSearchParams(registration()),
      });
      return registerAction({ request, params: {}, context: testLoadContext(request, { ip }) } as never);
    };
    for (let i = 0; i < REGISTER_BURST_PER_IP.limit; i++) {
      expect(await post("203.0.113.99").catch((thrown: Response) => thrown.status)).toBeInstanceOf(Response);
    }
    const refused = (await post("203.0.113.99")) as unknown as { init: ResponseInit; data: { formError: string } };
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toBe(REGISTER_TOO_MANY);
  });
});

let partners = 0;
const partner = () => ({
  ...registration(`funeraria${++partners}@exemplo.com`),
  name: "Funerária da Rede",
  document: "11.222.333/0001-81",
});
