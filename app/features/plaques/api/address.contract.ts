import { z } from "zod";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { PLAQUE_ORDER_FILTERS, shippingAddressSchema } from "../plaque-orders.schema";

export const plaqueAddress = z.strictObject({
  street: z.string(),
  city: z.string(),
  state: z.string().describe("A UF sigla in Brazil; as typed elsewhere."),
  zipCode: z.string().describe("00000-000 in Brazil; as typed elsewhere."),
  country: z.string(),
});

const profileType = z.enum(["Free", "Ouro", "Platina", "Diamante"]);

/** /api/profile: the plaque's shipping address, and a memorial's plaque for its administrators. */
export const addressContract = [
  operation({
    method: "post",
    path: "/api/profile/registerUserAddress",
    summary: "Save where to send a profile's QR plaque (its administrators or an admin; paid plans only)",
    description:
      "One order per profile: a new address replaces the one not yet shipped, and fills the order a paid term opened without one. A Free profile needs `plan` (the paid plan being bought; the wizard saves the address before the payment) and its order waits for the payment.",
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
      403: error("'Não é o dono do perfil!' (not an administrator of the memorial), or `user_id` is another account."),
      404: error("No such profile."),
      409: error("A Free profile without a paid plan being bought, or the plaque was already shipped."),
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/plaqueOrder/{profileId}",
    summary: "A memorial's QR plaque: its order's status, the address or null, its code (administrators or an admin)",
    description:
      "`awaiting_address` is the panel's 'Informe o endereço da placa' task: a paid term started and nobody gave the address yet (give it with `registerUserAddress`). `none`: no paid plan ever ordered a plaque.",
    tags: ["profile"],
    session: "required",
    request: { params: idParams("profileId") },
    responses: {
      200: ok(
        "The memorial's plaque.",
        success({
          plaque: z.strictObject({
            profileId: z.uuid(),
            orderId: z.uuid().nullable(),
            status: z.enum([...PLAQUE_ORDER_FILTERS, "none"]),
            address: plaqueAddress.nullable().describe("Null while the order waits for the address."),
            hash: z.string().nullable().describe("The ten letters printed on the plaque."),
            qrUrl: z.string().nullable().describe("What the plaque's QR code holds: {PUBLIC_URL}/qrcode/{hash}."),
            planId: profileType.nullable(),
            profileType: profileType.describe("The memorial's plan now: the plaque comes with the paid ones."),
            createdAt: isoDateTime().nullable(),
            shippedAt: isoDateTime().nullable(),
          }),
        }),
      ),
      403: error("Not an administrator of the memorial."),
      404: error("No such memorial."),
    },
  }),
];
