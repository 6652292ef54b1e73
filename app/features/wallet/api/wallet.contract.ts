import { z } from "zod";
import { paymentViewSchema, walletPurchaseSchema } from "~/features/payments";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["wallet"] as const;

const ownWallet = {
  403: error("Another user's wallet (admins may read any)."),
  404: error("Malformed user id."),
};

const expense = z.strictObject({
  id: z.number().int(),
  tribute_type: z.enum(["Candle", "Flower", "Message", "Photo", "voucher", "profile", "other"]),
  name: z.string().nullable().describe("The honoree, for tributes and plans."),
  amount: z.number().describe("Reais."),
  amountCents: z.number().int(),
  transaction_date: isoDateTime(),
});

export const buyWithWalletBalance = operation({
  method: "post",
  path: "/api/wallet/buyWithWalletBalance",
  summary: "Pay a tribute or a plan entirely from the wallet (idempotent per key)",
  description: "Send `tributeId`, or `profileId` with `plan`.",
  tags,
  session: "required",
  request: { body: walletPurchaseSchema },
  responses: {
    201: ok("The approved payment.", paymentViewSchema),
    403: error("Another user's profile."),
    404: error("No such tribute or profile."),
    409: error("'Saldo insuficiente', the tribute was already paid, or the key was used for another request."),
  },
});

/** /api/wallet: balance, expenses and purchases paid from the balance. */
export const walletContract = [
  operation({
    method: "get",
    path: "/api/wallet/getWalletBalanceByUser/{userId}",
    summary: "The balance of a user's wallet",
    tags,
    session: "required",
    request: { params: idParams("userId") },
    responses: {
      200: ok(
        "The wallet and its balance.",
        success({
          balance: z.strictObject({ id: z.uuid(), balance: z.number(), balanceCents: z.number().int() }),
        }),
      ),
      ...ownWallet,
    },
  }),
  operation({
    method: "get",
    path: "/api/wallet/getExpenses/{userId}",
    summary: "What left a user's wallet, newest first, a page at a time",
    tags,
    session: "required",
    request: {
      params: idParams("userId"),
      query: z.object({
        page: z.string().optional().describe("From 1 (default 1)."),
        limit: z.string().optional().describe("1 to 100 (default 20)."),
      }),
    },
    responses: {
      200: ok(
        "One page of expenses.",
        success({ total: z.number().int(), page: z.number().int(), expenses: z.array(expense) }),
      ),
      ...ownWallet,
    },
  }),
  buyWithWalletBalance,
];
