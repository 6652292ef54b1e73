// The demo's deliverables of paid plans (decisions 046, 049): every paid term's printed-card order,
// and the demo account's Diamante memorial with its plaque address, digital card and cards in production.
import type { Database } from "~/db/client.server";
import { cardPrintOrders, memorialCards, plaqueOrders } from "~/db/schema";
import { PRINT_QUANTITY } from "~/features/plaques/print-orders.constants";
import type { PlanType } from "./data/person";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the demo account's Diamante memorial has its plaque and printed cards sent. */
const DEMO_SHIPPING_ADDRESS = {
  street: "Rua das Flores, 120",
  city: "Curitiba",
  state: "PR",
  zipCode: "80020-090",
  country: "Brasil",
};

interface SeededMemorial {
  id: string;
  values: { type?: string; userId: string; createdAt: Date; username: string };
}

interface SeededContract {
  profileId: string;
  planId: Exclude<PlanType, "Free">;
  startsAt: Date;
}

export async function seedDeliverables(
  database: Database,
  {
    today,
    rows,
    contracts,
    contractIds,
    demoOwnerId,
  }: {
    today: Date;
    rows: readonly SeededMemorial[];
    contracts: readonly SeededContract[];
    /** The inserted contracts' ids, in the order of `contracts`. */
    contractIds: readonly { id: string }[];
    demoOwnerId: string;
  },
): Promise<void> {
  // Each paid term owes its printed cards (decision 049); the demo account's Diamante memorial has
  // its plaque's address, its digital card and its printed cards in production, so a fresh start
  // shows them in its panel and in the admin's list.
  const demoDiamante = rows
    .filter((p) => p.values.type === "Diamante" && p.values.userId === demoOwnerId)
    .sort(
      (a, b) =>
        a.values.createdAt.getTime() - b.values.createdAt.getTime() ||
        a.values.username.localeCompare(b.values.username),
    )[0];
  const printOrders = contracts.map((contract, i) => {
    const planId = contract.planId;
    const producing = contract.profileId === demoDiamante?.id;
    return {
      profileId: contract.profileId,
      planContractId: contractIds[i]!.id,
      planId,
      quantity: PRINT_QUANTITY[planId],
      status: producing ? ("in_production" as const) : ("pending" as const),
      shippingAddress: producing ? DEMO_SHIPPING_ADDRESS : null,
      productionAt: producing ? new Date(today.getTime() - 2 * DAY_MS) : null,
      createdAt: contract.startsAt,
      updatedAt: contract.startsAt,
    };
  });
  if (printOrders.length) await database.insert(cardPrintOrders).values(printOrders);
  if (demoDiamante) {
    // Its digital card is chosen (the panel's first visit draws it, decision 046).
    await database.insert(memorialCards).values({ profileId: demoDiamante.id, design: "classico" });
    await database.insert(plaqueOrders).values({
      profileId: demoDiamante.id,
      userId: demoOwnerId,
      ...DEMO_SHIPPING_ADDRESS,
      planId: "Diamante",
      createdAt: new Date(today.getTime() - 3 * DAY_MS),
      updatedAt: new Date(today.getTime() - 3 * DAY_MS),
    });
  }
}
