import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { MESSAGES } from "./accounts.schema";
import { action } from "./register";

const { db } = setupTestDatabase();

describe("registration without a cellphone (spec part 1 §5)", () => {
  it("answers 'Insira um número de celular válido.' under the field, keeps what was typed, creates nothing", async () => {
    const request = new Request("http://localhost/register", {
      method: "POST",
      body: new URLSearchParams({
        name: "Ana Nova",
        email: "ana.sem.celular@exemplo.com",
        cellphone: "",
        password: "senha1234",
        confirmPassword: "senha1234",
      }),
    });
    const answer = await action({
      request,
      params: {},
      context: testLoadContext(request, { ip: "198.51.100.40" }),
    } as never);
    expect(answer).toMatchObject({
      ok: false,
      errors: { cellphone: MESSAGES.phoneRequired },
      values: { name: "Ana Nova", email: "ana.sem.celular@exemplo.com" },
      formError: MESSAGES.formInvalid,
    });
    expect(MESSAGES.phoneRequired).toBe("Insira um número de celular válido.");
    expect(JSON.stringify(answer)).not.toContain("senha1234");
    expect((await db().select({ n: count() }).from(users))[0]!.n).toBe(0);
  });
});
