import { z } from "zod";
import { component, error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { initiatePaymentSchema, processPaymentSchema, sandboxCardSchema } from "../payments.schema";

const tags = ["payment"] as const;

export const paymentStatusSchema = z.enum([
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "expired",
  "refunded",
  "charged_back",
]);

/** A payment as its payer sees it (`paymentView`); shared with the wallet's purchases. */
export const paymentViewSchema = component(
  "Payment",
  success({
    id: z.uuid(),
    status: paymentStatusSchema,
    product: z.enum(["tribute", "profile_plan", "wallet_topup"]),
    productRefId: z.uuid().describe("The tribute, the profile (plan) or the user (top-up) paid for."),
    description: z.string(),
    amount: z.number().describe("Reais, for display."),
    amountCents: z.number().int(),
    method: z.enum(["card", "pix", "wallet"]),
    installments: z.number().int().min(1).max(6),
    createdAt: isoDateTime(),
    settledAt: isoDateTime().nullable(),
    pixData: z
      .strictObject({
        qrCodeBase64: z.string().nullable().describe("The QR image as a data: URL."),
        qrCode: z.string().nullable().describe("The copy-paste BR Code."),
        expiresAt: isoDateTime().nullable(),
      })
      .optional()
      .describe("A pending PIX payment only."),
  }),
);

const statusOnly = success({ id: z.uuid(), status: paymentStatusSchema });

/** What a product's quote refuses (who may buy what), for the calls that price a product. */
const productRefusals = {
  401: error("A plan or a top-up needs a session (tributes do not)."),
  403: error("Another user's profile or wallet."),
  404: error("No such tribute or profile."),
  409: error("The tribute was already paid, or the key was used for another request."),
};

export const initiatePayment = operation({
  method: "post",
  path: "/api/payment/initiatePayment",
  summary: "Price a product before paying it and get the attempt's key",
  tags,
  session: "optional",
  request: { body: initiatePaymentSchema },
  responses: {
    201: ok(
      "The server's price; `id` is the `preferenceId` of processPayment.",
      success({
        id: z.uuid(),
        totalAmount: z.number().describe("Reais."),
        totalAmountCents: z.number().int(),
        description: z.string(),
      }),
    ),
    ...productRefusals,
  },
});

export const processPayment = operation({
  method: "post",
  path: "/api/payment/processPayment",
  summary: "Pay a product by card or PIX (idempotent per preferenceId)",
  description:
    "The price comes from the product. A card the provider approves at once is fulfilled at once; " +
    "a PIX payment answers pending with its QR and copy-paste code.",
  tags,
  session: "optional",
  request: { body: processPaymentSchema },
  responses: {
    201: ok("The payment as it now is (approved, rejected or pending).", paymentViewSchema),
    ...productRefusals,
    409: error("The tribute was already paid, the wallet part exceeds the balance, or the key was reused."),
    502: error("The payment provider failed; nothing was charged. Try again."),
  },
});

export const paymentEvents = operation({
  method: "get",
  path: "/api/payment/events/{paymentId}",
  summary: "Follow one payment's status live (Server-Sent Events)",
  description:
    'A `text/event-stream`: `event: status` with data `{"id","status"}` at once and on every move ' +
    "(from any process, through PostgreSQL LISTEN/NOTIFY), a `: heartbeat` comment every 15 s; the " +
    "stream ends once the status is no longer `pending` (and after 10 minutes; EventSource reconnects). " +
    "Readable by whoever may read the payment, as getPayment.",
  tags,
  session: "optional",
  request: { params: idParams("paymentId") },
  responses: {
    200: ok("The event stream (text/event-stream).", z.string().describe("Server-Sent Events")),
    401: error("A signed-in payer's payment, asked without a session."),
    403: error("Another user's payment."),
    404: error("No such payment."),
  },
});

export const sandboxCardToken = operation({
  method: "post",
  path: "/api/payment/sandbox/cardToken",
  summary: "Sandbox only (demo mode): turn test card data into a card token",
  tags,
  request: { body: sandboxCardSchema },
  responses: {
    201: ok("The card token for processPayment.", success({ id: z.string() })),
    404: error("Not the sandbox provider, or live mode (APP_MODE=live): the call does not exist."),
  },
});

export const sandboxApprove = operation({
  method: "post",
  path: "/api/payment/sandbox/approve/{paymentId}",
  summary: "Sandbox only (demo mode): pay a pending charge (settled through the signed webhook)",
  tags,
  request: { params: idParams("paymentId") },
  responses: {
    200: ok("The payment's status after the webhook.", statusOnly),
    401: error("The sandbox's own webhook signature did not verify."),
    404: error(
      "Not the sandbox provider, live mode (APP_MODE=live: the call does not exist), or no such sandbox payment.",
    ),
  },
});

/** /api/payment: card and PIX payments, Mercado Pago's webhook and the sandbox's own calls. */
export const paymentContract = [
  initiatePayment,
  processPayment,
  operation({
    method: "get",
    path: "/api/payment/getPayment/{id}",
    summary: "One payment, for its payer (an anonymous payment for whoever holds its id)",
    tags,
    session: "optional",
    request: { params: idParams("id") },
    responses: {
      200: ok("The payment.", paymentViewSchema),
      401: error("A signed-in payer's payment, asked without a session."),
      403: error("Another user's payment."),
      404: error("No such payment."),
    },
  }),
  paymentEvents,
  operation({
    method: "put",
    path: "/api/payment/updateTransactionStatusByTribute/{tributeId}",
    summary: "Re-read the status of a tribute's latest payment from the provider",
    tags,
    session: "optional",
    request: { params: idParams("tributeId") },
    responses: {
      200: ok("The payment's current status.", statusOnly),
      401: error("A signed-in payer's payment, asked without a session."),
      403: error("Another user's payment."),
      404: error("No payment for this tribute."),
    },
  }),
  operation({
    method: "post",
    path: "/api/payment/webhook",
    summary: "Mercado Pago's payment notification (signed with x-signature)",
    description:
      "Mercado Pago retries until it gets a 2xx. The status is never read from the notification: the " +
      "payment is re-read from the provider. Topics other than `payment` are acknowledged and ignored.",
    tags,
    request: {
      query: z.object({
        "data.id": z.string().optional().describe("The provider's payment id."),
        type: z.string().optional().describe("The topic; only `payment` is handled."),
      }),
      body: z.looseObject({
        id: z.union([z.string(), z.number()]).optional().describe("The notification's id (duplicates are dropped)."),
        type: z.string().optional(),
        data: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }).optional(),
      }),
    },
    responses: {
      200: ok(
        "Handled, or ignored (another topic, or no usable payment id).",
        z.union([
          success({ ignored: z.literal(true) }),
          success({ outcome: z.enum(["applied", "duplicate", "unknown_payment", "unchanged"]) }),
        ]),
      ),
      401: error("The x-signature header does not verify: nothing is done."),
      404: error("The provider does not know this payment."),
    },
  }),
  sandboxCardToken,
  sandboxApprove,
];
