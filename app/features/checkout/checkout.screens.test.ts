import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { syncPlans } from "~/features/plans/plans.server";
import { action as upgradeAction, loader as upgradeLoader } from "~/features/profile-editor/upgrade/upgrade-profile";
import { action as addBalanceAction, loader as addBalanceLoader } from "~/pages/add-balance/add-balance";
import { createProfile } from "../../../tests/factories";
import { answerOf } from "../../../tests/support/actions";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";

const { db } = setupTestDatabase();
const CPF = "529.982.247-25";

function args(
  path: string,
  cookie?: string,
  form?: Record<string, string>,
  params: Record<string, string> = {},
): never {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { request, params, context: testLoadContext(request) } as never;
}

async function thrownBy(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

const allPayments = () => db().select().from(payments);

/** An answer of /add-balance's action that is not a redirect. */
type AddBalanceAnswer = Exclude<Awaited<ReturnType<typeof addBalanceAction>>, Response>;

describe("/add-balance", () => {
  it("sends an anonymous visitor to /login and back", async () => {
    const thrown = await thrownBy(addBalanceLoader(args("/add-balance")));
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fadd-balance");
  });

  it("gives each opening its own attempt key and the sandbox settings (never a secret)", async () => {
    const { cookie } = await signedInUser(db());
    const first = await addBalanceLoader(args("/add-balance", cookie));
    const second = await addBalanceLoader(args("/add-balance", cookie));
    expect(first.settings).toEqual({ provider: "sandbox", publicKey: null });
    expect(first.attempt).not.toBe(second.attempt);
    expect(first.balanceCents).toBe(0);
  });

  it("step 1 takes a suggested or typed amount within R$ 1,00 to R$ 10.000,00, with the spec's messages", async () => {
    const { cookie } = await signedInUser(db());
    /** Step 1's answer (never a redirect: only the PIX post without JavaScript redirects). */
    const post = async (form: Record<string, string>) =>
      answerOf((await addBalanceAction(args("/add-balance", cookie, form))) as AddBalanceAnswer);
    expect((await post({ presetCents: "5000" })).body.amountCents).toBe(5000);
    expect((await post({ amount: "R$ 35,90" })).body.amountCents).toBe(3590);
    for (const [amount, message] of <[string, string][]>[
      ["", "Preencha o valor que deseja adicionar"],
      ["0,50", "O valor deve estar entre R$ 1,00 e R$ 10.000,00."],
      ["10000,01", "O valor deve estar entre R$ 1,00 e R$ 10.000,00."],
      ["1.2.3", "Por favor, insira um valor numérico válido"],
    ]) {
      const { body } = await post({ amount });
      expect(body.amountCents, amount).toBeNull();
      expect(body.result.error?.amount, amount).toEqual([message]);
    }
    expect(await allPayments()).toHaveLength(0);
  });

  it("without JavaScript pays by PIX: a bad CPF changes nothing; a good one creates one pending charge, once per attempt", async () => {
    const { cookie, user } = await signedInUser(db());
    const form = { intent: "pix", amountCents: "3590", attempt: "checkout-attempt-0001", phone: "(11) 98765-4321" };
    const refused = answerOf(
      (await addBalanceAction(
        args("/add-balance", cookie, { ...form, document: "123.456.789-00" }),
      )) as AddBalanceAnswer,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.checkoutError).toBe("CPF/CNPJ inválido");
    expect(await allPayments()).toHaveLength(0);

    const locations: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = (await addBalanceAction(args("/add-balance", cookie, { ...form, document: CPF }))) as Response;
      expect(answer.status).toBe(302);
      locations.push(answer.headers.get("location")!);
    }
    const [payment, ...more] = await allPayments();
    expect(more).toHaveLength(0);
    expect(locations).toEqual([`/payment?id=${payment!.id}`, `/payment?id=${payment!.id}`]);
    expect(payment).toMatchObject({
      product: "wallet_topup",
      productRefId: user.id,
      amountCents: 3590,
      method: "pix",
      status: "pending",
    });
    expect(payment!.pixQrCode).toMatch(/^000201/);
  });
});

describe("/upgradeProfile/:username", () => {
  it("lets only the owner stay: anyone else goes to the profile, an anonymous visitor to /login", async () => {
    await syncPlans();
    const owner = await signedInUser(db());
    const other = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.user.id });
    const handle = profile.username!.replace(/^@/, "");
    const path = `/upgradeProfile/${handle}`;
    const anonymous = (await thrownBy(
      upgradeLoader(args(path, undefined, undefined, { username: handle })),
    )) as Response;
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const stranger = (await thrownBy(
      upgradeLoader(args(path, other.cookie, undefined, { username: handle })),
    )) as Response;
    expect(stranger.headers.get("location")).toBe(`/profile/${handle}`);
    const strangerPost = (await thrownBy(
      upgradeAction(
        args(
          path,
          other.cookie,
          { intent: "pix", plan: "Ouro", phone: "11987654321", document: CPF, attempt: "checkout-x-0001" },
          { username: handle },
        ),
      ),
    )) as Response;
    expect(strangerPost.headers.get("location")).toBe(`/profile/${handle}`);
    expect(await allPayments()).toHaveLength(0);

    const view = await upgradeLoader(args(path, owner.cookie, undefined, { username: handle }));
    expect(view.plans.map((p) => p.id)).toEqual(["Ouro", "Platina", "Diamante"]);
    expect(view.plan).toBeNull();
    const chosen = await upgradeLoader(args(`${path}?plano=Diamante`, owner.cookie, undefined, { username: handle }));
    expect(chosen.plan).toEqual({
      id: "Diamante",
      name: "Diamante",
      priceCents: 100_000,
      // At once for the cash price, or the spec's 6x R$ 200 (decision 039).
      cardOptions: [
        { installments: 1, totalCents: 100_000 },
        { installments: 6, totalCents: 120_000 },
      ],
    });
    // Free is not offered; an unknown plan is the plan grid again.
    expect(
      (await upgradeLoader(args(`${path}?plano=Free`, owner.cookie, undefined, { username: handle }))).plan,
    ).toBeNull();
  });

  it("without JavaScript the owner's PIX charge is the plan's server price", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.user.id });
    const handle = profile.username!.replace(/^@/, "");
    const answer = (await upgradeAction(
      args(
        `/upgradeProfile/${handle}`,
        owner.cookie,
        {
          intent: "pix",
          plan: "Platina",
          phone: "(11) 98765-4321",
          document: CPF,
          attempt: "checkout-up-0001",
          amount: "1",
        },
        { username: handle },
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    const [payment] = await db().select().from(payments).where(eq(payments.productRefId, profile.id));
    expect(payment).toMatchObject({
      product: "profile_plan",
      planId: "Platina",
      amountCents: 75_000,
      status: "pending",
    });
  });
});
