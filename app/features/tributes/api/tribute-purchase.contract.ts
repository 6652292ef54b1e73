import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { ownerNoticeSchema, registerTributeSchema, verifyRecaptchaSchema } from "./tribute-purchase.schema";

const tags = ["tribute"] as const;

export const tributePurchaseContract = [
  operation({
    method: "post",
    path: "/api/tribute/registerTribute",
    summary: "Register a tribute waiting for its payment (any visitor; bot check and price on the server)",
    tags,
    session: "optional",
    request: { body: registerTributeSchema },
    responses: {
      201: ok(
        "The pending tribute; pay it through /api/payment (product tribute) or the wallet.",
        success({
          tribute: z.strictObject({
            id: z.uuid(),
            tributeType: z.enum(["Candle", "Message", "Photo"]),
            profileId: z.uuid(),
            amount: z.number(),
            amountCents: z.number().int(),
            candleDays: z.number().int().nullable(),
            status: z.literal("pending"),
          }),
        }),
      ),
      400: error("A field in the spec's order ('Insira o seu nome para continuar'...), or 'Robô detectado!'."),
      404: error("No memorial the caller may see."),
      429: error("Too many tributes from this address; see Retry-After."),
    },
  }),
  operation({
    method: "post",
    path: "/api/tribute/sendEmailToProfileOwnerWhenTribute",
    summary: "E-mail the memorial's administrator about a settled tribute (once per tribute, whoever calls)",
    tags,
    session: "optional",
    request: { body: ownerNoticeSchema },
    responses: {
      200: ok(
        "Whether this call sent the notice (false: already sent, or not settled).",
        success({ sent: z.boolean() }),
      ),
    },
  }),
  operation({
    method: "post",
    path: "/api/recaptcha/verifyRecaptcha",
    summary: "The bot check's score of a token (reCAPTCHA v3, or the sandbox's `sandbox:<score>`)",
    tags: ["recaptcha"],
    session: "optional",
    request: { body: verifyRecaptchaSchema },
    responses: {
      200: ok(
        "The verdict; 0.4 or below is a bot.",
        z.strictObject({ success: z.boolean(), data: z.strictObject({ score: z.number() }) }),
      ),
    },
  }),
];
