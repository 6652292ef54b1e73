// The public entry of plaques (client-safe): what other features, pages and the app may import.
export { addressContract } from "./api/address.contract";
export { hashContract } from "./api/hash.contract";
export { plaqueOrdersContract } from "./api/plaque-orders.contract";
export { PlaqueAddressForm } from "./components/plaque-address-form";
export type { PlaqueAddressFailure } from "./components/plaque-address-form";
export { BRAZILIAN_STATES, PLAQUE_ADDRESS_FIELDS, PLAQUE_ORDER_MESSAGES } from "./plaque-orders.constants";
export type { PlaqueOrderFilter } from "./plaque-orders.constants";
export { plaqueAddressSchema, shippingAddressSchema } from "./plaque-orders.schema";
export type { PlaqueAddressInput } from "./plaque-orders.schema";
export { PRINT_ORDER_MESSAGES, PRINT_ORDER_STAGE_LABELS, PRINT_QUANTITY } from "./print-orders.constants";
export type { PrintOrderStage } from "./print-orders.constants";
