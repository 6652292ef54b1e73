import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vouchers } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { actorOf, fundWallet } from "~/features/payments/payments.test-helpers";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { action, loader } from "./create-voucher";
import { CREATE_VOUCHER_MESSAGES as M } from "./create-voucher.schema";
import { answerOf } from "../../../tests/support/actions";

const { db } = setupTestDatabase();

/** The action, answering its body (the status is checked where it matters). */
const act = async (args: never) => answerOf(await action(args)).body;

function args(method: "GET" | "POST", fields: Record<string, string> = {}, cookie?: string): never {
  const request = new Request("http://localhost/createVoucher", {
    method,
    body: method === "POST" ? new URLSearchParams(fields) : undefined,
    headers: cookie ? { cookie } : {},
  });
  return { request, params: {}, context: testLoadContext(request) } as never;
}

async function fundedUser(cents: number) {
  const signed = await signedInUser(db());
  await fundWallet(signed.user.id, cents);
  return { ...signed, actor: actorOf(signed.user) };
}

const balanceOf = async (actor: ReturnType<typeof actorOf>) => (await getWalletBalance(actor, actor.id)).balanceCents;
const vouchersOf = (userId: string) => db().select().from(vouchers).where(eq(vouchers.ownerUserId, userId));

describe("/createVoucher", () => {
  it("sends an anonymous visitor to /login, for the page and for a submission", async () => {
    for (const run of [loader(args("GET")), act(args("POST", { amount: "10", idempotencyKey: "k-anon-0001" }))]) {
      const thrown = await run.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2FcreateVoucher");
    }
  });

  it("opens with the live balance and a new idempotency key each time", async () => {
    const { cookie } = await fundedUser(2500);
    const first = await loader(args("GET", {}, cookie));
    const second = await loader(args("GET", {}, cookie));
    expect(first.balanceCents).toBe(2500);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it.each([
    ["", M.amountRequired],
    ["abc", M.invalidNumber],
    ["1.2.3", M.invalidNumber],
    ["0,99", M.amountMinimum],
    ["0", M.amountMinimum],
  ])("refuses the amount %j with the spec's message and moves nothing", async (amount, message) => {
    const { cookie, actor } = await fundedUser(2500);
    const answer = await act(args("POST", { amount, idempotencyKey: "key-refused-0001" }, cookie));
    expect(answer.created).toBeNull();
    expect(answer.result.error).toMatchObject({ amount: [message] });
    expect(await balanceOf(actor)).toBe(2500);
    expect(await vouchersOf(actor.id)).toEqual([]);
  });

  it("refuses more than the live balance under the amount field, keeping what was typed", async () => {
    const { cookie, actor } = await fundedUser(2500);
    const answered = answerOf(
      await action(args("POST", { amount: "25,01", idempotencyKey: "key-above-0001" }, cookie)),
    );
    // The live balance refused it: the API's 409, the message under the field the service names.
    expect(answered.status).toBe(409);
    const answer = answered.body;
    expect(answer.created).toBeNull();
    expect(answer.result.error).toMatchObject({ amount: [M.amountAboveBalance] });
    expect(answer.result.initialValue).toMatchObject({ amount: "25,01" });
    expect(await balanceOf(actor)).toBe(2500);
  });

  it("creates a voucher of R$ 10,00 from 'R$ 10,00': the value leaves the wallet, the code is XXXX-XXXX", async () => {
    const { cookie, actor } = await fundedUser(2500);
    const answer = await act(args("POST", { amount: "R$ 10,00", idempotencyKey: "key-create-0001" }, cookie));
    expect(answer.created).toMatchObject({
      cents: 1000,
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
    });
    expect(await balanceOf(actor)).toBe(1500);
    const stored = await vouchersOf(actor.id);
    expect(stored.map((v) => [v.code, v.initialCents])).toEqual([[answer.created!.code, 1000]]);
  });

  it("a double submit of one form opening creates one voucher and moves the money once", async () => {
    const { cookie, actor } = await fundedUser(2500);
    const fields = { amount: "5.50", idempotencyKey: "key-double-0001" };
    const [a, b] = await Promise.all([act(args("POST", fields, cookie)), act(args("POST", fields, cookie))]);
    expect(a.created?.code).toBeDefined();
    expect(b.created?.code).toBe(a.created?.code);
    expect(await balanceOf(actor)).toBe(2500 - 550);
    expect(await vouchersOf(actor.id)).toHaveLength(1);
  });

  it("refuses a missing or malformed idempotency key with a message and moves nothing", async () => {
    const { cookie, actor } = await fundedUser(2500);
    for (const idempotencyKey of ["", "short", "bad key with spaces"]) {
      const answer = await act(args("POST", { amount: "10", idempotencyKey }, cookie));
      expect(answer.created).toBeNull();
      expect(answer.result.error?.idempotencyKey?.[0]).toBe("Recarregue a página e tente novamente.");
    }
    expect(await balanceOf(actor)).toBe(2500);
  });
});
