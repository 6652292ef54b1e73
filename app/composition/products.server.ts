import { registerProduct } from "~/features/payments";
import { createPlanProduct } from "~/features/plans/index.server";
import { discardDraftsOfProfile } from "~/features/profile-editor/index.server";
import { tributeProduct } from "~/features/tributes/index.server";
import { topupProduct } from "~/features/wallet/index.server";

/**
 * The composition root of the products payments sell: each owning feature implements the product
 * port (`app/features/payments/product-port.ts`) and is plugged in here, with what it needs from
 * features it must not import. Payments know only the port.
 */
const planProduct = createPlanProduct({
  // A creation wizard that was buying this plan has served its purpose.
  afterPlanStarted: discardDraftsOfProfile,
});

/** Registers every product with payments. Idempotent: the same ports each time. */
export function registerProducts(): void {
  registerProduct("tribute", tributeProduct);
  registerProduct("profile_plan", planProduct);
  registerProduct("wallet_topup", topupProduct);
}
