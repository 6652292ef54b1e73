import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createPayment } from "~/features/payments/payments.server";
import { payer, sandboxCard, signedInUser } from "~/features/payments/payments.test-helpers";
import { formatBRL } from "~/shared/format/format";
import { installmentText, splitInstallments } from "~/shared/format/installments";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { PLAN_PRODUCT_MESSAGES } from "./plan-product.server";
import { PLAN_CATALOGUE, planCardOptions } from "./plans.catalog";

const { db } = setupTestDatabase();
const PAID = PLAN_CATALOGUE.filter((plan) => plan.priceCents > 0);

describe("a plan's installments: one truth for the cards, the contracts and the checkout", () => {
  it("are the spec's: 6x R$ 100 / 150 / 200 in exact centavos, beside the cash price", () => {
    expect(
      PAID.map((plan) =>
        planCardOptions(plan).map((o) => installmentText(splitInstallments(o.totalCents, o.installments))),
      ),
    ).toEqual([
      ["1x de R$\u00a0500,00", "6x de R$\u00a0100,00"],
      ["1x de R$\u00a0750,00", "6x de R$\u00a0150,00"],
      ["1x de R$\u00a01.000,00", "6x de R$\u00a0200,00"],
    ]);
  });

  it("are the figures each plan's contract states", () => {
    for (const plan of PAID) {
      const contract = fs.readFileSync(path.resolve("content/contracts", `${plan.contractKey}.md`), "utf8");
      const [cash, installments] = planCardOptions(plan);
      const split = splitInstallments(installments!.totalCents, installments!.installments);
      const money = (cents: number) => formatBRL(cents).replace("\u00a0", " ");
      expect(contract).toContain(
        `${money(cash!.totalCents)} à vista ou de ${split.count} parcelas mensais de ${money(split.restCents)}, totalizando ${money(split.totalCents)} na modalidade parcelada`,
      );
    }
  });

  it("price the payment: the cash price by PIX or at once on a card, 6x the installment in six, nothing else", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id });
    const pay = async (key: string, method: "card" | "pix", installments = 1) =>
      createPayment(owner, {
        product: "profile_plan",
        productRefId: profile.id,
        planId: "Diamante",
        method,
        ...(method === "card" ? { card: { ...(await sandboxCard("CONT")), installments } } : {}),
        payer,
        idempotencyKey: `plan-installments-${key}`,
      });
    expect((await pay("pix", "pix")).amountCents).toBe(100_000);
    expect((await pay("card-1", "card", 1)).amountCents).toBe(100_000);
    const six = await pay("card-6", "card", 6);
    expect(six).toMatchObject({ amountCents: 120_000, installments: 6 });
    await expect(pay("card-3", "card", 3)).rejects.toThrow(
      PLAN_PRODUCT_MESSAGES.installments(PAID.find((plan) => plan.id === "Diamante")!),
    );
  });
});
