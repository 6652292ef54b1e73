import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueOrders, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { requireMemorialRole } from "~/features/profiles/index.server";
import { isUuid } from "~/shared/validation/uuid";
import { parseInput } from "~/shared/http/api.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import {
  PLAQUE_ORDER_MESSAGES as M,
  type PlaqueAddressInput,
  type PlaqueOrderFilter,
  shippingAddressSchema,
} from "./plaque-orders.schema";

export interface PlaqueOrderAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export type ProfileTypeId = "Free" | "Ouro" | "Platina" | "Diamante";
export type PaidPlanId = Exclude<ProfileTypeId, "Free">;

export interface SavedPlaqueOrder {
  id: string;
  profileId: string;
  address: PlaqueOrderAddress;
  /** `awaiting_payment` until the profile is on a paid plan. */
  status: PlaqueOrderFilter;
}

export function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

export const isAdmin = (actor: SessionUser) => actor.type === "admin";

/**
 * Where an order stands (decision 042), in this order: sent; waiting for the plan's payment while
 * the profile is Free; waiting for the family's address; else to print and send.
 */
export function plaqueOrderStage(
  order: { status: "pending" | "shipped"; street: string | null },
  profileType: ProfileTypeId,
): PlaqueOrderFilter {
  if (order.status === "shipped") return "shipped";
  if (profileType === "Free") return "awaiting_payment";
  return order.street === null ? "awaiting_address" : "to_ship";
}

/** The address columns of an order, or null while it waits for one. */
export function addressOf(order: {
  street: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string | null;
}): PlaqueOrderAddress | null {
  const { street, city, state, zipCode, country } = order;
  if (street === null || city === null || state === null || zipCode === null || country === null) return null;
  return { street, city, state, zipCode, country };
}

/** The paid plan an earlier address of the profile named, if any: a corrected address need not repeat it. */
async function planBeingBought(profileId: string): Promise<string | null> {
  const [order] = await db()
    .select({ planId: plaqueOrders.planId })
    .from(plaqueOrders)
    .where(eq(plaqueOrders.profileId, profileId));
  return order?.planId ?? null;
}

/**
 * Saves where to send the profile's plaque in the caller's transaction: one statement, so two saves
 * at once (or a save racing the admin's "shipped") never make two orders nor change a shipped one;
 * an order waiting for its address gets it. Returns the order's id, or undefined when it was shipped.
 */
export async function savePlaqueAddress(
  tx: Tx,
  input: { profileId: string; userId: string; address: PlaqueAddressInput; planId?: PaidPlanId | null; now: Date },
): Promise<string | undefined> {
  const values = {
    userId: input.userId,
    street: input.address.street,
    city: input.address.city,
    state: input.address.state,
    zipCode: input.address.zip_code,
    country: input.address.country,
    updatedAt: input.now,
  };
  const [order] = await tx
    .insert(plaqueOrders)
    .values({ ...values, profileId: input.profileId, planId: input.planId ?? null, createdAt: input.now })
    .onConflictDoUpdate({
      target: plaqueOrders.profileId,
      set: { ...values, planId: sql`coalesce(excluded.plan_id, ${plaqueOrders.planId})` },
      setWhere: eq(plaqueOrders.status, "pending"),
    })
    .returning({ id: plaqueOrders.id });
  return order?.id;
}

/**
 * `POST profile/registerUserAddress` (wizard step 6, the upgrade, the memorial's panel): where to
 * send the profile's QR plaque. The memorial's administrators (or an admin) only; only for a
 * profile on a paid plan or one being bought (the wizard saves the address before the payment, so
 * the order waits for it). One order per profile: a new address replaces the one not yet shipped,
 * and fills the one a paid term opened without it; once shipped, it is refused.
 */
export async function registerShippingAddress(
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<SavedPlaqueOrder> {
  const who = signedIn(actor);
  const address = parseInput(shippingAddressSchema, input);
  if (!isUuid(address.profile_id)) throw new NotFoundError(M.profileNotFound);
  await requireMemorialRole(who, address.profile_id, "administrator", {
    message: M.notOwner,
    notFound: M.profileNotFound,
  });
  if (address.user_id !== undefined && address.user_id !== who.id) throw new ForbiddenError(M.otherUser);
  const [profile] = await db()
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, address.profile_id));
  if (!profile) throw new NotFoundError(M.profileNotFound);
  if (profile.type === "Free" && !address.plan && !(await planBeingBought(address.profile_id)))
    throw new ConflictError(M.freePlan);

  const id = await savePlaqueAddress(db(), {
    profileId: address.profile_id,
    userId: who.id,
    address,
    planId: address.plan ?? null,
    now,
  });
  if (!id) throw new ConflictError(M.alreadyShipped);
  return {
    id,
    profileId: address.profile_id,
    address: {
      street: address.street,
      city: address.city,
      state: address.state,
      zipCode: address.zip_code,
      country: address.country,
    },
    status: profile.type === "Free" ? "awaiting_payment" : "to_ship",
  };
}

/**
 * An admin marks a plaque sent. Refused while the plan is unpaid, while the address is missing,
 * and when already shipped.
 */
export async function markPlaqueOrderShipped(
  actor: SessionUser | null,
  orderId: string,
  now = new Date(),
): Promise<{ id: string; shippedAt: Date }> {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  if (!isUuid(orderId)) throw new NotFoundError(M.orderNotFound);
  return inTransaction(async (tx) => {
    const [found] = await tx
      .select({ status: plaqueOrders.status, street: plaqueOrders.street, profileType: profiles.type })
      .from(plaqueOrders)
      .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
      .where(eq(plaqueOrders.id, orderId))
      .for("update", { of: plaqueOrders });
    if (!found) throw new NotFoundError(M.orderNotFound);
    const stage = plaqueOrderStage(found, found.profileType);
    if (stage === "shipped") throw new ConflictError(M.orderAlreadyShipped);
    if (stage === "awaiting_payment") throw new ConflictError(M.awaitingPayment);
    if (stage === "awaiting_address") throw new ConflictError(M.awaitingAddress);
    await tx
      .update(plaqueOrders)
      .set({ status: "shipped", shippedAt: now, shippedByUserId: who.id, updatedAt: now })
      .where(eq(plaqueOrders.id, orderId));
    return { id: orderId, shippedAt: now };
  });
}
