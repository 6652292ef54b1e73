import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../../tests/support/database";
import { startTestApi } from "../../../tests/support/api";
import { readFormData } from "./forms.server";
import { containsNul, INVALID_CHARACTERS } from "./input-guard.server";

setupTestDatabase();
const api = startTestApi();

describe("NUL characters", () => {
  it("are found anywhere in a value", () => {
    expect(containsNul("a\u0000b")).toBe(true);
    expect(containsNul({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(containsNul({ ["k\u0000"]: 1 })).toBe(true);
    expect(containsNul({ a: ["x", 1, null, { b: "ok" }] })).toBe(false);
  });

  it("in a JSON body, a path or a query get a 400 with a pt-BR message, never a 500", async () => {
    const calls = [
      api.call("POST", "/api/user/registerUser", {
        json: {
          name: "Ana\u0000",
          email: "ana@exemplo.com",
          cellphone: "11987654321",
          password: "12345678",
          confirmPassword: "12345678",
        },
      }),
      api.call("GET", "/api/auth/getUserByEmail?email=a%00b"),
      api.call("GET", "/api/profile/searchProfiles/jo%00ao"),
      api.call("GET", "/api/cemiterios?search=%00"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: INVALID_CHARACTERS });
    }
  });

  it("in a submitted form are refused with a 400 before the action reads it", async () => {
    const body = new URLSearchParams({ name: "Ana\u0000 Nul", email: "ana@exemplo.com" });
    const request = new Request("http://localhost/register", { method: "POST", body });
    const thrown = await readFormData(request).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 400 }, data: { message: INVALID_CHARACTERS } });
    const fine = await readFormData(
      new Request("http://localhost/register", { method: "POST", body: new URLSearchParams({ name: "Ana" }) }),
    );
    expect(fine.get("name")).toBe("Ana");
  });
});
