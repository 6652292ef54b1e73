import { z } from "zod";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { PLAQUE_ORDER_FILTERS, PLAQUE_ORDER_MESSAGES, plaqueOrderListSchema } from "../plaque-orders.schema";
import { plaqueAddress } from "./address.contract";

const tags = ["admin"] as const;
const profileType = z.enum(["Free", "Ouro", "Platina", "Diamante"]);

const plaqueOrder = z.strictObject({
  id: z.uuid(),
  profileId: z.uuid(),
  address: plaqueAddress
    .nullable()
    .describe(
      "Null while the order waits for the family's address, and for a pre-printed plaque a partner handed over.",
    ),
  status: z.enum(PLAQUE_ORDER_FILTERS),
  profileName: z.string(),
  profileUsername: z.string(),
  profileType,
  planId: profileType
    .nullable()
    .describe("The paid plan being bought when the address was given, or that opened the order."),
  plaqueHash: z.string().nullable().describe("The ten letters printed on the plaque."),
  qrUrl: z.string().nullable().describe("What the plaque's QR code holds: {PUBLIC_URL}/qrcode/{hash}."),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
  shippedAt: isoDateTime().nullable(),
});

/** /api/admin: plaque orders. */
export const plaqueOrdersContract = [
  operation({
    method: "get",
    path: "/api/admin/plaqueOrders",
    summary:
      "Plaque orders to print and ship, awaiting the address, awaiting payment, or shipped (admins only; 20 a page)",
    tags,
    session: "required",
    roles: ["admin"],
    rolesMessage: PLAQUE_ORDER_MESSAGES.adminOnly,
    request: { query: plaqueOrderListSchema },
    responses: {
      200: ok(
        "One page of orders (to ship, awaiting the address and awaiting payment oldest first, shipped latest first), and how many each status holds.",
        success({
          orders: z.array(plaqueOrder),
          status: z.enum(PLAQUE_ORDER_FILTERS),
          page: z.number().int(),
          pageSize: z.number().int(),
          total: z.number().int(),
          counts: z.strictObject({
            to_ship: z.number().int(),
            awaiting_address: z.number().int(),
            awaiting_payment: z.number().int(),
            shipped: z.number().int(),
          }),
        }),
      ),
      400: error("An unknown status filter or page."),
      403: error("Not an admin."),
    },
  }),
  operation({
    method: "post",
    path: "/api/admin/plaqueOrders/{id}/shipped",
    summary: "Mark a plaque order shipped (admins only)",
    tags,
    session: "required",
    roles: ["admin"],
    rolesMessage: PLAQUE_ORDER_MESSAGES.adminOnly,
    request: { params: idParams("id") },
    responses: {
      200: ok("Marked shipped.", success({ message: z.string(), id: z.uuid(), shippedAt: isoDateTime() })),
      403: error("Not an admin."),
      404: error("No such order."),
      409: error("Already shipped, the profile's plan is not paid yet, or the address is still missing."),
    },
  }),
];
