import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { PLAQUE_ORDER_FILTERS, shippingAddressSchema } from "../plaque-orders.schema";

export const plaqueAddress = z.strictObject({
  street: z.string(),
  city: z.string(),
  state: z.string().describe("A UF sigla in Brazil; as typed elsewhere."),
  zipCode: z.string().describe("00000-000 in Brazil; as typed elsewhere."),
  country: z.string(),
});

/** /api/profile: the plaque's shipping address. */
export const addressContract = [
  operation({
    method: "post",
    path: "/api/profile/registerUserAddress",
    summary: "Save where to send a profile's QR plaque (its owner or an admin; paid plans only)",
    description:
      "One order per profile: a new address replaces the one not yet shipped. A Free profile needs `plan` (the paid plan being bought; the wizard saves the address before the payment) and its order waits for the payment.",
    tags: ["profile"],
    session: "required",
    request: { body: shippingAddressSchema },
    responses: {
      200: ok(
        "The order as saved.",
        success({
          message: z.string(),
          order: z.strictObject({
            id: z.uuid(),
            profileId: z.uuid(),
            address: plaqueAddress,
            status: z.enum(PLAQUE_ORDER_FILTERS),
          }),
        }),
      ),
      400: error("A field is missing or malformed ('Insira a rua para envio do QR Code!', 'CEP inválido...')."),
      403: error("'Não é o dono do perfil!', or `user_id` is another account."),
      404: error("No such profile."),
      409: error("A Free profile without a paid plan being bought, or the plaque was already shipped."),
    },
  }),
];
