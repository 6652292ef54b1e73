import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useVoucherSchema } from "~/features/vouchers/vouchers.schema";
import { MAX_CENTS } from "~/shared/validation/money";
import { initiatePaymentSchema, processPaymentSchema, walletPurchaseSchema } from "../payments/payments.schema";
import {
  initiatePaymentBody,
  leftToPayCents,
  payerStepButtonLabel,
  type PaymentRequest,
  processPaymentBody,
  voucherBody,
  walletPurchaseBody,
} from "./checkout-client";
import type { CheckoutItem } from "./checkout.types";

const SEED = { seed: 20_260_316 };
const cents = fc.integer({ min: 1, max: MAX_CENTS });

const item: fc.Arbitrary<CheckoutItem> = fc.oneof(
  fc.record({
    product: fc.constant("wallet_topup" as const),
    productRefId: fc.uuid(),
    amountCents: fc.integer({ min: 100, max: 1_000_000 }),
    description: fc.constant("Adicionar saldo à carteira"),
  }),
  fc.record({
    product: fc.constant("profile_plan" as const),
    productRefId: fc.uuid(),
    planId: fc.constantFrom("Ouro" as const, "Platina" as const, "Diamante" as const),
    amountCents: fc.constantFrom(50_000, 75_000, 100_000),
    description: fc.constant("Plano"),
  }),
  fc.record({
    product: fc.constant("tribute" as const),
    productRefId: fc.uuid(),
    amountCents: cents,
    description: fc.constant("Vela"),
  }),
);

const method = fc.oneof(
  fc.constant("pix" as const),
  fc.record({
    token: fc.string({ minLength: 1, maxLength: 40 }),
    installments: fc.integer({ min: 1, max: 6 }),
    paymentMethodId: fc.constantFrom("master", "visa", "elo"),
  }),
);

/** Every number anywhere in a JSON body. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

/** The spec's amounts in reais; the checkout sends none of them. */
const REAIS_FIELDS = ["amount", "totalAmount", "walletAmount", "value"];

describe("what the checkout computes and sends", () => {
  it("property: whole centavos only, in the …Cents fields, and bodies the API accepts", () => {
    fc.assert(
      fc.property(
        item,
        cents,
        fc.nat({ max: MAX_CENTS }),
        method,
        fc.uuid(),
        (item, priceCents, voucherCents, how, key) => {
          const left = leftToPayCents(priceCents, voucherCents);
          expect(Number.isSafeInteger(left) && left >= 0 && left <= priceCents).toBe(true);

          const request: PaymentRequest = {
            item,
            priceCents,
            voucherCents,
            attemptKey: `checkout-${key}`,
            method: how,
            payer: {
              phone: "(11) 98765-4321",
              document: "529.982.247-25",
              email: "ana@exemplo.com",
              name: "Ana Souza",
            },
          };
          const initiate = initiatePaymentSchema.parse(initiatePaymentBody(item));
          const process = processPaymentSchema.parse(processPaymentBody(request));
          const bodies = [
            initiate,
            process,
            walletPurchaseSchema.parse(walletPurchaseBody(item, `checkout-${key}`)),
            useVoucherSchema.parse(voucherBody(item, "ABCD-EFGH", Math.max(1, left), `voucher-${key}`)),
          ];
          for (const body of bodies) {
            for (const number of numbersIn(body)) expect(Number.isSafeInteger(number), JSON.stringify(body)).toBe(true);
            for (const field of REAIS_FIELDS) expect(body).not.toHaveProperty(field);
          }
          if (item.product === "wallet_topup") {
            expect(initiate.totalAmountCents).toBe(item.amountCents);
            expect(process.amountCents).toBe(priceCents);
          } else {
            // The server prices plans and tributes itself.
            expect(initiate).not.toHaveProperty("totalAmountCents");
            expect(process).not.toHaveProperty("amountCents");
          }
          expect(process.walletAmountCents).toBe(voucherCents > 0 ? voucherCents : undefined);
        },
      ),
      SEED,
    );
  });
});

describe("the payer step's button", () => {
  it("names what pays: the voucher when it covers the price, the wallet only when nothing else does", () => {
    expect(payerStepButtonLabel(0, 250)).toBe("Pagar com o voucher");
    expect(payerStepButtonLabel(0, 0)).toBe("Pagar com saldo da carteira");
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: MAX_CENTS }), (left, voucher) => {
        expect(payerStepButtonLabel(left, voucher)).toBe("Continuar");
      }),
      SEED,
    );
  });
});
