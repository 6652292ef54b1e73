import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { syncContracts } from "~/features/contracts/contracts.server";
import { outboxMailer, setMailer } from "~/integrations/mail/mail.server";
import { startTestApi } from "../tests/support/api";
import { setupTestDatabase } from "../tests/support/database";

setupTestDatabase();
const api = startTestApi();

beforeEach(async () => {
  await syncContracts();
  setMailer(outboxMailer(await fs.mkdtemp(path.join(os.tmpdir(), "fuzz-outbox-")), "fuzz@memorial.example"));
});

const POST_ROUTES = ["/api/cookie/consent", "/api/contact"];
const GET_ROUTES = (segment: string) => [
  `/api/cookie/checkCookie/${segment}`,
  `/api/contract/${segment}`,
  `/api/plans`,
  `/api/${segment}`,
];

const expectClientError = (status: number, body: unknown) => {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(body).toMatchObject({ success: false });
    expect((body as { message: string }).message).toMatch(/[a-zà-ú]{3}/i);
  }
};

describe("the API never answers a bad request with a 500", () => {
  it.each(POST_ROUTES)("POST %s with any JSON value", async (route) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const res = await api.call("POST", route, { json: value });
        expectClientError(res.status, res.body);
      }),
      { numRuns: 60 },
    );
  });

  it.each(POST_ROUTES)("POST %s with any raw body and content type", async (route) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data"),
        async (raw, type) => {
          const res = await api.call("POST", route, { raw, headers: { "content-type": type } });
          expect(res.status).toBeLessThan(500);
          expect(res.status).not.toBe(201);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("GET routes with any path segment", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 80 }), async (text) => {
        for (const route of GET_ROUTES(encodeURIComponent(text))) {
          const res = await api.call("GET", route);
          expectClientError(res.status, res.body);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("refuses a body over 100 kB with 413", async () => {
    const res = await api.call("POST", "/api/contact", { raw: JSON.stringify({ message: "x".repeat(120_000) }) });
    expect(res).toMatchObject({ status: 413, body: { success: false } });
  });
});
