import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction } from "~/db/transaction.server";
import { isUuid } from "~/shared/validation/uuid";
import { parseInput } from "~/shared/http/api.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import {
  PLAQUE_ORDER_MESSAGES as M,
  type PlaqueOrderFilter,
  plaqueOrderListSchema,
  shippingAddressSchema,
} from "./plaque-orders.schema";

export const PLAQUE_ORDERS_PAGE_SIZE = 20;

export interface PlaqueOrderAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface SavedPlaqueOrder {
  id: string;
  profileId: string;
  address: PlaqueOrderAddress;
  /** `awaiting_payment` until the profile is on a paid plan. */
  status: PlaqueOrderFilter;
}

function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

const isAdmin = (actor: SessionUser) => actor.type === "admin";

/** The paid plan an earlier address of the profile named, if any: a corrected address need not repeat it. */
async function planBeingBought(profileId: string): Promise<string | null> {
  const [order] = await db()
    .select({ planId: plaqueOrders.planId })
    .from(plaqueOrders)
    .where(eq(plaqueOrders.profileId, profileId));
  return order?.planId ?? null;
}

/**
 * `POST profile/registerUserAddress` (wizard step 6): where to send the profile's QR plaque. Its
 * owner (or an admin) only; only for a profile on a paid plan or one being bought (the wizard
 * saves the address before the payment, so the order waits for it). One order per profile: a new
 * address replaces the one not yet shipped; once shipped, it is refused.
 */
export async function registerShippingAddress(
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<SavedPlaqueOrder> {
  const who = signedIn(actor);
  const address = parseInput(shippingAddressSchema, input);
  if (!isUuid(address.profile_id)) throw new NotFoundError(M.profileNotFound);
  const [profile] = await db()
    .select({ userId: profiles.userId, type: profiles.type })
    .from(profiles)
    .where(eq(profiles.id, address.profile_id));
  if (!profile) throw new NotFoundError(M.profileNotFound);
  if (profile.userId !== who.id && !isAdmin(who)) throw new ForbiddenError(M.notOwner);
  if (address.user_id !== undefined && address.user_id !== who.id) throw new ForbiddenError(M.otherUser);
  if (profile.type === "Free" && !address.plan && !(await planBeingBought(address.profile_id)))
    throw new ConflictError(M.freePlan);

  const values = {
    userId: who.id,
    street: address.street,
    city: address.city,
    state: address.state,
    zipCode: address.zip_code,
    country: address.country,
    updatedAt: now,
  };
  // One statement, so two saves at once (or a save racing the admin's "shipped") never make two
  // orders nor change a shipped one.
  const [order] = await db()
    .insert(plaqueOrders)
    .values({ ...values, profileId: address.profile_id, planId: address.plan ?? null, createdAt: now })
    .onConflictDoUpdate({
      target: plaqueOrders.profileId,
      set: { ...values, planId: sql`coalesce(excluded.plan_id, ${plaqueOrders.planId})` },
      setWhere: eq(plaqueOrders.status, "pending"),
    })
    .returning({ id: plaqueOrders.id });
  if (!order) throw new ConflictError(M.alreadyShipped);
  return {
    id: order.id,
    profileId: address.profile_id,
    address: {
      street: values.street,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      country: values.country,
    },
    status: profile.type === "Free" ? "awaiting_payment" : "to_ship",
  };
}

export interface PlaqueOrderRow extends SavedPlaqueOrder {
  profileName: string;
  profileUsername: string;
  profileType: "Free" | "Ouro" | "Platina" | "Diamante";
  planId: "Free" | "Ouro" | "Platina" | "Diamante" | null;
  /** The ten letters printed on the plaque, and the address its QR code holds. */
  plaqueHash: string | null;
  qrUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  shippedAt: Date | null;
}

export interface PlaqueOrderPage {
  orders: PlaqueOrderRow[];
  status: PlaqueOrderFilter;
  page: number;
  pageSize: number;
  total: number;
}

function filterOf(status: PlaqueOrderFilter): SQL {
  if (status === "shipped") return eq(plaqueOrders.status, "shipped");
  return and(
    eq(plaqueOrders.status, "pending"),
    status === "to_ship" ? ne(profiles.type, "Free") : eq(profiles.type, "Free"),
  )!;
}

/**
 * The admin's task list: plaques to print and send (oldest first), those waiting for the plan's
 * payment, and those shipped (latest first); 20 a page. `origin` is where the QR codes point
 * (PUBLIC_URL in production).
 */
export async function listPlaqueOrders(
  actor: SessionUser | null,
  query: unknown,
  origin: string,
): Promise<PlaqueOrderPage> {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  const { status, page } = parseInput(plaqueOrderListSchema, query);
  const where = filterOf(status);
  const order = status === "shipped" ? desc : asc;
  const rows = await db()
    .select({
      order: plaqueOrders,
      profileName: profiles.name,
      profileUsername: profiles.username,
      profileType: profiles.type,
      plaqueHash: plaqueHashes.hash,
    })
    .from(plaqueOrders)
    .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
    .leftJoin(plaqueHashes, eq(plaqueHashes.profileId, plaqueOrders.profileId))
    .where(where)
    .orderBy(order(plaqueOrders.createdAt), order(plaqueOrders.id))
    .limit(PLAQUE_ORDERS_PAGE_SIZE)
    .offset((page - 1) * PLAQUE_ORDERS_PAGE_SIZE);
  const [count] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(plaqueOrders)
    .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
    .where(where);
  return {
    status,
    page,
    pageSize: PLAQUE_ORDERS_PAGE_SIZE,
    total: Number(count?.total ?? 0),
    orders: rows.map(({ order: o, profileName, profileUsername, profileType, plaqueHash }) => ({
      id: o.id,
      profileId: o.profileId,
      address: { street: o.street, city: o.city, state: o.state, zipCode: o.zipCode, country: o.country },
      status: o.status === "shipped" ? "shipped" : profileType === "Free" ? "awaiting_payment" : "to_ship",
      profileName,
      profileUsername,
      profileType,
      planId: o.planId,
      plaqueHash,
      qrUrl: plaqueHash ? `${origin}/qrcode/${plaqueHash}` : null,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      shippedAt: o.shippedAt,
    })),
  };
}

/** An admin marks a plaque sent. Refused while the plan is unpaid, and when already shipped. */
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
      .select({ status: plaqueOrders.status, profileType: profiles.type })
      .from(plaqueOrders)
      .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId))
      .where(eq(plaqueOrders.id, orderId))
      .for("update", { of: plaqueOrders });
    if (!found) throw new NotFoundError(M.orderNotFound);
    if (found.status === "shipped") throw new ConflictError(M.orderAlreadyShipped);
    if (found.profileType === "Free") throw new ConflictError(M.awaitingPayment);
    await tx
      .update(plaqueOrders)
      .set({ status: "shipped", shippedAt: now, shippedByUserId: who.id, updatedAt: now })
      .where(eq(plaqueOrders.id, orderId));
    return { id: orderId, shippedAt: now };
  });
}
