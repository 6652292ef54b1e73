import { z } from "zod";
import {
  PLAQUE_ORDER_MESSAGES,
  normalizeCountry,
  stateSigla,
  formatCep,
  PLAQUE_ORDER_FILTERS,
} from "./plaque-orders.constants";

const M = PLAQUE_ORDER_MESSAGES;

// The texts, lists and formatting helpers live beside, without Zod: screens import them, and this
// module (Zod with it) only when a form's validation loads (decision 053).
export {
  PLAQUE_ORDER_MESSAGES,
  BRAZILIAN_STATES,
  normalizeCountry,
  stateSigla,
  formatCep,
  PLAQUE_ADDRESS_FIELDS,
  PLAQUE_ORDER_FILTERS,
  PLAQUE_ORDER_FILTER_LABELS,
  MAX_PLAQUE_BATCH,
} from "./plaque-orders.constants";
export type { PlaqueOrderFilter } from "./plaque-orders.constants";

/** Required text: trimmed, inner runs of spaces collapsed; blank or missing gives the field's message. */
const required = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v),
    z.string({ message }).min(1, message).max(max, M.tooLong),
  );

/** In Brazil the CEP becomes 00000-000 and the state its UF sigla; elsewhere both stay as typed. */
function normalizeAddress<T extends { state: string; zip_code: string; country: string }>(
  address: T,
  ctx: z.RefinementCtx,
): T {
  if (address.country !== "Brasil") {
    if (!/^[\p{L}\d][\p{L}\d -]{1,11}$/u.test(address.zip_code))
      ctx.addIssue({ code: "custom", path: ["zip_code"], message: M.invalidPostalCode });
    return address;
  }
  const zip = formatCep(address.zip_code);
  const uf = stateSigla(address.state);
  if (!zip) ctx.addIssue({ code: "custom", path: ["zip_code"], message: M.invalidCep });
  if (!uf) ctx.addIssue({ code: "custom", path: ["state"], message: M.invalidState });
  return { ...address, zip_code: zip ?? address.zip_code, state: uf ?? address.state };
}

const addressFields = {
  street: required(M.street, 200),
  city: required(M.city, 100),
  state: required(M.state, 60),
  zip_code: required(M.zipCode, 20),
  country: required(M.country, 60).transform(normalizeCountry),
};

/** The plaque's address alone (the partner's wizard and the upgrade give it with no profile id). */
export const plaqueAddressSchema = z.object(addressFields).transform(normalizeAddress);
export type PlaqueAddressInput = z.output<typeof plaqueAddressSchema>;

/**
 * The address entity of `POST profile/registerUserAddress` (the spec's snake_case names), normalised
 * as `plaqueAddressSchema`. `user_id` may be left out (the session says who is asking); sent empty,
 * it is the spec's error.
 */
export const shippingAddressSchema = z
  .object({
    profile_id: required(M.profileId, 64),
    user_id: z
      .preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string({ message: M.userId }).min(1, M.userId))
      .optional(),
    ...addressFields,
    plan: z
      .enum(["Ouro", "Platina", "Diamante"], { message: M.invalidPlan })
      .optional()
      .describe("The paid plan being bought, when the profile is not on one yet (the wizard's step 5 choice)."),
  })
  .transform(normalizeAddress);

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** The admin list's query: which orders, which page (20 a page). */
export const plaqueOrderListSchema = z.object({
  status: z.enum(PLAQUE_ORDER_FILTERS, { message: "Filtro inválido." }).default("to_ship"),
  page: z.coerce
    .number({ message: "Página inválida." })
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(10_000, "Página inválida.")
    .default(1),
});
