import { eq, or } from "drizzle-orm";
import { cardPrintOrders, plaqueOrders } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * The plaque addresses a person gave and the order moves they made (an admin's). Erasure keeps
 * them: the address is where the memorial's plaque and cards go, which the memorial's other
 * administrators still need; the rows name the account's tombstone (decision 058).
 */
export const plaquesPersonalData: PersonalDataSource = {
  name: "plaques",
  tables: {
    plaque_orders: ["user_id", "shipped_by_user_id"],
    card_print_orders: ["production_by_user_id", "shipped_by_user_id", "delivered_by_user_id"],
  },
  async exportFor(db, subject) {
    // The address is the family's: exported to whoever gave it, never to the admin who shipped it.
    const given = await db
      .select({
        id: plaqueOrders.id,
        profileId: plaqueOrders.profileId,
        street: plaqueOrders.street,
        city: plaqueOrders.city,
        state: plaqueOrders.state,
        zipCode: plaqueOrders.zipCode,
        country: plaqueOrders.country,
        status: plaqueOrders.status,
        createdAt: plaqueOrders.createdAt,
      })
      .from(plaqueOrders)
      .where(eq(plaqueOrders.userId, subject.userId));
    const shipped = await db
      .select({
        id: plaqueOrders.id,
        profileId: plaqueOrders.profileId,
        status: plaqueOrders.status,
        shippedAt: plaqueOrders.shippedAt,
      })
      .from(plaqueOrders)
      .where(eq(plaqueOrders.shippedByUserId, subject.userId));
    const givenIds = new Set(given.map((order) => order.id));
    const plaques = [...given, ...shipped.filter((order) => !givenIds.has(order.id))];
    const cards = await db
      .select({
        id: cardPrintOrders.id,
        profileId: cardPrintOrders.profileId,
        status: cardPrintOrders.status,
        productionAt: cardPrintOrders.productionAt,
        shippedAt: cardPrintOrders.shippedAt,
        deliveredAt: cardPrintOrders.deliveredAt,
      })
      .from(cardPrintOrders)
      .where(
        or(
          eq(cardPrintOrders.productionByUserId, subject.userId),
          eq(cardPrintOrders.shippedByUserId, subject.userId),
          eq(cardPrintOrders.deliveredByUserId, subject.userId),
        ),
      );
    return { plaque_orders: plaques, card_print_orders: cards };
  },
  async eraseFor() {
    // Kept on purpose: see above.
  },
};
