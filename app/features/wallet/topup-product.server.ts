import { walletAccountId } from "~/features/ledger/index.server";
import type { ProductPort } from "~/features/payments";
import { ForbiddenError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { ADD_BALANCE_MESSAGES, TOPUP_LIMITS } from "./add-balance.schema";

/**
 * Money added to the payer's own wallet: its amount is the payer's choice within the limits, its
 * approval credits the wallet (there is nothing else to deliver), and a refund takes back what the
 * wallet still holds (payments' reversal: the company bears what was already spent).
 */
export const topupProduct: ProductPort = {
  label: "Adição de saldo na carteira",
  ledgerKind: "topup",
  payableFromWallet: false,

  async quote(_tx, actor, input) {
    if (!actor) throw new UnauthorizedError();
    if (input.productRefId !== actor.id) throw new ForbiddenError();
    const amount = input.amountCents;
    if (
      typeof amount !== "number" ||
      !Number.isSafeInteger(amount) ||
      amount < TOPUP_LIMITS.minCents ||
      amount > TOPUP_LIMITS.maxCents
    ) {
      throw new ValidationError(ADD_BALANCE_MESSAGES.outOfRange);
    }
    return { productRefId: actor.id, amountCents: amount, description: "Adicionar saldo à carteira" };
  },

  creditAccount: (tx, payment) => walletAccountId(tx, payment.productRefId),
  fulfil: async () => ({ delivered: true }),
  reverse: async () => {},
  describe: async () => ({ next: "/wallet" }),
};
