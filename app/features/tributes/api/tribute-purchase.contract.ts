import { z } from "zod";
import { error, fileField, ok, operation, success } from "~/shared/http/api-contract";
import { ownerNoticeSchema, registerTributeSchema, verifyRecaptchaSchema } from "./tribute-purchase.schema";

const tags = ["tribute"] as const;

const registered = success({
  tribute: z.strictObject({
    id: z.uuid(),
    tributeType: z.enum(["Candle", "Message", "Photo"]),
    profileId: z.uuid(),
    amount: z.number(),
    amountCents: z.number().int(),
    candleDays: z.number().int().nullable(),
    imagePath: z.string().nullable().describe("Memory photos: the stored image (variants `-{width}.{jpg,webp,avif}`)."),
    status: z.literal("pending"),
  }),
});

export const tributePurchaseContract = [
  operation({
    method: "post",
    path: "/api/tribute/registerTribute",
    summary: "Register a tribute waiting for its payment (any visitor; bot check and price on the server)",
    tags,
    session: "optional",
    request: { body: registerTributeSchema },
    responses: {
      201: ok("The pending tribute; pay it through /api/payment (product tribute) or the wallet.", registered),
      400: error("A field in the spec's order ('Insira o seu nome para continuar'...), or 'Robô detectado!'."),
      404: error("No memorial the caller may see."),
      429: error("Too many tributes from this address; see Retry-After."),
    },
  }),
  operation({
    method: "post",
    path: "/api/tribute/registerImageTribute",
    summary: "Register a memory photo waiting for its payment (multipart; the shared image pipeline)",
    tags,
    session: "optional",
    request: {
      multipart: z.object({
        profileId: z.uuid(),
        token: z.string().optional(),
        name: z.string(),
        email: z.string(),
        kinship: z.string(),
        body: z.string().optional(),
        contract: z.string().describe("'true' or 'on': the contract was accepted."),
        captchaToken: z.string(),
        image: fileField("The photo: JPEG, PNG, GIF or HEIC, at most 15 MB."),
      }),
    },
    responses: {
      201: ok("The pending memory photo.", registered),
      400: error(
        "A field in the spec's order, 'Robô detectado!', no photo, or 'Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos'.",
      ),
      403: error("A browser request sent from another site (CSRF guard)."),
      404: error("No memorial the caller may see."),
      413: error("'A imagem é grande demais. O limite é de 15 MB.'"),
      429: error("Too many tributes from this address, or too many images in processing; see Retry-After."),
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
