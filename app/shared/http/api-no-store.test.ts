import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../tests/support/api";

const api = startTestApi();

/**
 * An error answer must not be kept by a browser or a shared cache: the next try would be
 * answered from the cache instead of the server.
 */
describe("API error answers", () => {
  it.each([
    ["a cross-site POST", "POST", "/api/auth/logout", { json: {}, headers: { "sec-fetch-site": "cross-site" } }, 403],
    ["a foreign Origin", "POST", "/api/auth/logout", { json: {}, headers: { origin: "https://evil.example" } }, 403],
    ["a NUL in the address", "GET", "/api/profile/getProfile/a%00b", {}, 400],
    ["a NUL in the body", "POST", "/api/auth/login", { json: { email: "a\u0000@b.c", password: "x" } }, 400],
    ["a body that is not JSON", "POST", "/api/auth/login", { raw: "{nope" }, 400],
    ["a body over the limit", "POST", "/api/auth/login", { json: { email: "a".repeat(200_000) } }, 413],
    ["an unknown call", "GET", "/api/nada", {}, 404],
  ] as const)("%s is no-store", async (_case, method, path, options, status) => {
    const res = await api.call(method, path, options as never);
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});
