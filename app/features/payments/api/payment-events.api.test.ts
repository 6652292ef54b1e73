import { MALFORMED_ID_MESSAGE } from "~/shared/http/api-contract";
import { describe, expect, it, vi } from "vitest";
import { beginDrain, DRAIN_RETRY_HINT, resetDrain } from "~/shared/lifecycle.server";
import { realtime } from "~/shared/realtime/hub.server";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";
import { paymentChannel } from "../payment-events.server";
import { PAYER_CPF } from "../payments.test-helpers";

const { db } = setupTestDatabase();
const api = startTestApi();

async function pixTopUp(cookie: string, userId: string) {
  const response = await api.call<{ id: string; status: string }>("POST", "/api/payment/processPayment", {
    json: {
      product: "wallet_topup",
      productRefId: userId,
      amount: 30,
      preferenceId: `pix-${userId}`,
      payment: {
        payment_method_id: "pix",
        payer: { email: "ana@memorial.example", identification: { type: "CPF", number: PAYER_CPF } },
      },
    },
    headers: { cookie },
  });
  expect(response.body).toMatchObject({ status: "pending" });
  return response.body.id;
}

/** The `event: status` data of an SSE body, in order. */
function statuses(body: string): string[] {
  return [...body.matchAll(/event: status\ndata: (.+)\n\n/g)].map(
    (m) => (JSON.parse(m[1]!) as { status: string }).status,
  );
}

describe("GET /api/payment/events/{paymentId}", () => {
  it("streams the current status, then the approval, and ends", async () => {
    const { user, cookie } = await signedInUser(db());
    const id = await pixTopUp(cookie, user.id);
    const stream = api.call<string>("GET", `/api/payment/events/${id}`, { headers: { cookie } });
    // Approve only once the stream follows the payment (it then answers the pending status first).
    await vi.waitFor(() => expect(realtime().subscriberCount(paymentChannel(id))).toBe(1), { timeout: 5000 });
    const approve = await api.call("POST", `/api/payment/sandbox/approve/${id}`);
    expect(approve.body).toMatchObject({ status: "approved" });
    const response = await stream;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(statuses(response.body)).toEqual(["pending", "approved"]);
    // The stream let go of its subscription when it ended.
    expect(realtime().subscriberCount(paymentChannel(id))).toBe(0);
  });

  it("a draining process ends the stream with a hint to reconnect soon (SIGTERM, decision 037)", async () => {
    const { user, cookie } = await signedInUser(db());
    const id = await pixTopUp(cookie, user.id);
    const stream = api.call<string>("GET", `/api/payment/events/${id}`, { headers: { cookie } });
    await vi.waitFor(() => expect(realtime().subscriberCount(paymentChannel(id))).toBe(1), { timeout: 5000 });
    try {
      beginDrain();
      const response = await stream;
      expect(statuses(response.body)).toEqual(["pending"]);
      expect(response.body.endsWith(DRAIN_RETRY_HINT)).toBe(true);
      expect(realtime().subscriberCount(paymentChannel(id))).toBe(0);
      // A stream asked for while draining ends at once, with the same hint.
      const late = await api.call<string>("GET", `/api/payment/events/${id}`, { headers: { cookie } });
      expect(late.body).toContain(DRAIN_RETRY_HINT);
    } finally {
      resetDrain();
    }
  });

  it("a settled payment answers its status and ends at once", async () => {
    const { user, cookie } = await signedInUser(db());
    const id = await pixTopUp(cookie, user.id);
    await api.call("POST", `/api/payment/sandbox/approve/${id}`);
    const response = await api.call<string>("GET", `/api/payment/events/${id}`, { headers: { cookie } });
    expect(statuses(response.body)).toEqual(["approved"]);
  });

  it("refuses an anonymous caller (401), another user (403) and an unknown id (404) with a pt-BR message", async () => {
    const { user, cookie } = await signedInUser(db());
    const id = await pixTopUp(cookie, user.id);
    const stranger = await signedInUser(db(), { email: "outra@memorial.example" });
    expect((await api.call("GET", `/api/payment/events/${id}`)).status).toBe(401);
    const forbidden = await api.call("GET", `/api/payment/events/${id}`, { headers: { cookie: stranger.cookie } });
    expect(forbidden).toMatchObject({ status: 403, body: { success: false } });
    const malformed = await api.call("GET", "/api/payment/events/nao-existe", { headers: { cookie } });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, message: MALFORMED_ID_MESSAGE } });
    const unknown = await api.call("GET", "/api/payment/events/6f1c2a9e-0000-4000-8000-000000000009", {
      headers: { cookie },
    });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: "Pagamento não encontrado." } });
  });
});
