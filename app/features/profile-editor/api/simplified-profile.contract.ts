import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { GENDERS } from "../steps/profile-form.schema";
import { SIMPLIFIED_PLANS } from "../partner/simplified-profile.schema";

const tags = ["profile-editor"] as const;

/** The spec's simplified create payload (part 2, §3), plus the idempotency key of the attempt. */
export const simplifiedProfileBodySchema = z.object({
  profile: z.object({
    name: z.string(),
    gender: z.enum(GENDERS).describe("'Outro' is shown as 'Não declarante'."),
    birthDate: z.iso.date().optional(),
    deathDate: z.iso.date().optional(),
    hash: z
      .string()
      .optional()
      .describe("An issued, unlinked plaque's hash (10 letters, any case); without it a new hash is issued."),
    amount: z
      .union([z.number(), z.string()])
      .optional()
      .describe("Ignored: the price is the plan's (500, 750 or 1000 reais)."),
  }),
  user: z.object({
    name: z.string(),
    email: z.string(),
    password: z.string().describe("At least 8 characters; stored only as a scrypt hash."),
    createdByUser: z.unknown().optional().describe("Ignored: the caller is the partner who creates the account."),
  }),
  plan: z.enum(SIMPLIFIED_PLANS),
  address: z
    .object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
      country: z.string().optional().describe("Brasil unless told."),
    })
    .optional()
    .describe(
      "Where to send the new QR plaque (without `profile.hash`). Left out, the customer is e-mailed to give it in the memorial's panel once the plan is paid.",
    ),
  voucher: z
    .union([z.number(), z.string()])
    .optional()
    .describe("Ignored: the plan's voucher (R$ 100, 300 or 800) comes from the catalogue and goes to the customer."),
  idempotencyKey: z.string().describe("8 to 128 URL-safe characters; a repeated key returns the first creation."),
});

export const simplifiedProfileContract = [
  operation({
    method: "post",
    path: "/api/profile/createSimplifiedProfile",
    summary: "A partner creates a memorial for a customer, paid from the partner's wallet",
    description:
      "In one transaction: the customer's account (inactive until its first sign-in), the memorial, the plaque link, the plaque's order (a pre-printed plaque is handed over by the partner; a new one goes to `address`, else waits for the customer's) and the plan paid from the partner's wallet (its voucher goes to the customer). Any refusal leaves nothing. The customer is e-mailed an invitation to sign in, complete the memorial and change the password.",
    tags,
    session: "required",
    roles: ["partner"],
    request: { body: simplifiedProfileBodySchema },
    responses: {
      200: ok(
        "The memorial was created.",
        success({
          message: z.literal("Perfil criado com sucesso!"),
          id: z.uuid(),
          username: z.string().describe("The handle, without '@'."),
          hash: z.string().regex(/^[A-Z]{10}$/),
          userId: z.uuid().describe("The customer's account."),
        }),
      ),
      400: error("A field is missing or invalid (the spec's messages, per field), or the plaque was never issued."),
      401: error("Not signed in."),
      403: error("The caller is not a partner."),
      409: error("'Saldo insuficiente', the e-mail is already registered, or the plaque is already linked."),
    },
  }),
];
