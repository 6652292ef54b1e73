import { describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { startTestApi } from "../tests/support/api";
import { setupTestDatabase } from "../tests/support/database";
import { apiCatalogue } from "./api.contract";

/*
 * Issue 20: an id the API does not know is a 404 with a pt-BR message, never a 500 (an admin reading
 * the balance of an unknown user used to hit the wallet's foreign key); an id that cannot be one
 * is a 400, decided by the contract (`idParams`) for every call that takes one.
 */

const { db } = setupTestDatabase();
const api = startTestApi();
const UNKNOWN = "5f0c9a52-3b7e-4d21-9c8e-2a6f4b1d7e30";

const takesIds = apiCatalogue.filter((op) => {
  const params = op.request?.params;
  if (!params) return false;
  const names = Object.keys(params.shape);
  return !params.safeParse(Object.fromEntries(names.map((name) => [name, "not-an-id"]))).success;
});
const name = (op: (typeof apiCatalogue)[number]) => `${op.method.toUpperCase()} ${op.path}`;
const hasBody = (op: (typeof apiCatalogue)[number]) => Boolean(op.request?.body ?? op.request?.multipart);

describe("ids in the API's paths", () => {
  it("the contracts mark the ids of users, profiles, payments, tributes, images, contacts and orders", () => {
    expect(takesIds.length).toBeGreaterThan(25);
    expect(takesIds.map(name)).toEqual(
      expect.arrayContaining([
        "GET /api/wallet/getWalletBalanceByUser/{userId}",
        "GET /api/payment/getPayment/{id}",
        "GET /api/profile/getProfileById/{id}",
        "POST /api/admin/plaqueOrders/{id}/shipped",
      ]),
    );
  });

  it.each(takesIds.map((op) => [name(op), op] as const))(
    "%s: malformed is 400, unknown is 404 (an admin asking)",
    async (_name, op) => {
      const { cookie } = await signedInUser(db(), { type: "admin" });
      const method = op.method.toUpperCase();
      const options = { ...(hasBody(op) ? { json: {} } : {}), headers: { cookie } };
      const malformed = await api.call(method, op.path.replace(/\{\w+\}/g, "not-an-id"), options);
      // The contract's message: MALFORMED_ID_MESSAGE, or the call's own ('Identificador de perfil inválido.').
      const names = Object.keys(op.request!.params!.shape);
      const said = op.request!.params!.safeParse(Object.fromEntries(names.map((key) => [key, "not-an-id"])));
      expect(said.error?.issues[0]?.message).toMatch(/^Identificador (de perfil )?inválido\.$/);
      expect(malformed).toMatchObject({
        status: 400,
        body: { success: false, message: said.error!.issues[0]!.message },
      });
      const unknown = await api.call(method, op.path.replace(/\{\w+\}/g, UNKNOWN), options);
      // A call with a body validates it next ({} is not a valid one); none may fail inside.
      expect(hasBody(op) ? [400, 404] : [404], JSON.stringify(unknown.body)).toContain(unknown.status);
      expect(unknown.body).toMatchObject({ success: false, message: expect.any(String) });
    },
  );

  it("an admin reading the wallet of an unknown user: 404 'Usuário não encontrado.', and no wallet is made", async () => {
    const { cookie } = await signedInUser(db(), { type: "admin" });
    for (const path of [`/api/wallet/getWalletBalanceByUser/${UNKNOWN}`, `/api/wallet/getExpenses/${UNKNOWN}`]) {
      const answer = await api.call("GET", path, { headers: { cookie } });
      expect(answer, path).toMatchObject({ status: 404, body: { success: false, message: "Usuário não encontrado." } });
    }
  });
});
