import { afterEach, describe, expect, it } from "vitest";
import { config, setConfig } from "~/shared/config.server";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { PAYER_CPF, pendingTribute } from "../payments.test-helpers";

/**
 * The payment sandbox's own calls exist only in demo mode (APP_MODE, decision 034): in live mode
 * they answer as an address that was never mounted, whatever the provider object is.
 */
const { db } = setupTestDatabase();
const api = startTestApi();
const demo = config();
afterEach(() => setConfig(demo));

const live = () => setConfig({ ...demo, APP_MODE: "live" });

async function pendingPix(): Promise<string> {
  const tribute = await pendingTribute(db());
  const response = await api.call<{ id: string; status: string }>("POST", "/api/payment/processPayment", {
    json: {
      product: "tribute",
      productRefId: tribute.id,
      preferenceId: `pix-mode-${tribute.id}`,
      payment: {
        payment_method_id: "pix",
        payer: { email: "pagador@memorial.example", identification: { type: "CPF", number: PAYER_CPF } },
      },
    },
  });
  expect(response).toMatchObject({ status: 201, body: { status: "pending" } });
  return response.body.id;
}

const NOT_MOUNTED = { status: 404, body: { success: false, message: "Rota não encontrada." } };

describe("the payment sandbox's calls and the mode", () => {
  it("demo (the default): POST /api/payment/sandbox/approve/{id} settles a pending PIX", async () => {
    expect(demo.APP_MODE).toBe("demo");
    const id = await pendingPix();
    expect(await api.call("POST", `/api/payment/sandbox/approve/${id}`)).toMatchObject({
      status: 200,
      body: { success: true, id, status: "approved" },
    });
  });

  it("live: the approve call is not there (404 like any unknown address) and the payment stays pending", async () => {
    const id = await pendingPix();
    live();
    expect(await api.call("POST", `/api/payment/sandbox/approve/${id}`)).toMatchObject(NOT_MOUNTED);
    expect(await api.call("POST", "/api/payment/sandbox/nowhere")).toMatchObject(NOT_MOUNTED);
    setConfig(demo);
    expect((await api.call("GET", `/api/payment/getPayment/${id}`)).body).toMatchObject({ status: "pending" });
  });

  it("live: the sandbox's card tokeniser is not there either", async () => {
    live();
    const card = {
      cardNumber: "5031 4332 1540 6351",
      cardholderName: "APRO",
      expirationMonth: 11,
      expirationYear: 2030,
      securityCode: "123",
    };
    expect(await api.call("POST", "/api/payment/sandbox/cardToken", { json: card })).toMatchObject(NOT_MOUNTED);
  });
});
