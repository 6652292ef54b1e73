import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { parseInput } from "~/shared/http/api.server";
import { ForbiddenError } from "~/shared/http/errors";
import {
  PLAQUE_ORDER_FILTERS,
  PLAQUE_ORDER_MESSAGES as M,
  type PlaqueOrderFilter,
  plaqueOrderListSchema,
} from "./plaque-orders.schema";
import {
  addressOf,
  isAdmin,
  type PlaqueOrderAddress,
  plaqueOrderStage,
  type ProfileTypeId,
  signedIn,
} from "./plaque-orders.server";

export const PLAQUE_ORDERS_PAGE_SIZE = 20;

export interface PlaqueOrderRow {
  id: string;
  profileId: string;
  /** Null while the order waits for the family's address (and for a plaque a partner handed over). */
  address: PlaqueOrderAddress | null;
  status: PlaqueOrderFilter;
  profileName: string;
  profileUsername: string;
  profileType: ProfileTypeId;
  planId: ProfileTypeId | null;
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
  /** How many orders each tab holds. */
  counts: Record<PlaqueOrderFilter, number>;
}

/** The SQL of each stage, as `plaqueOrderStage` decides it. */
const STAGE_SQL: Record<PlaqueOrderFilter, SQL> = {
  shipped: eq(plaqueOrders.status, "shipped"),
  awaiting_payment: and(eq(plaqueOrders.status, "pending"), eq(profiles.type, "Free"))!,
  awaiting_address: and(eq(plaqueOrders.status, "pending"), ne(profiles.type, "Free"), isNull(plaqueOrders.street))!,
  to_ship: and(eq(plaqueOrders.status, "pending"), ne(profiles.type, "Free"), isNotNull(plaqueOrders.street))!,
};

async function countByStage(): Promise<Record<PlaqueOrderFilter, number>> {
  const count = (stage: PlaqueOrderFilter) => sql<number>`(count(*) filter (where ${STAGE_SQL[stage]}))::int`;
  const [row] = await db()
    .select({
      to_ship: count("to_ship"),
      awaiting_address: count("awaiting_address"),
      awaiting_payment: count("awaiting_payment"),
      shipped: count("shipped"),
    })
    .from(plaqueOrders)
    .innerJoin(profiles, eq(profiles.id, plaqueOrders.profileId));
  return Object.fromEntries(PLAQUE_ORDER_FILTERS.map((stage) => [stage, Number(row?.[stage] ?? 0)])) as Record<
    PlaqueOrderFilter,
    number
  >;
}

/**
 * The admin's task list: plaques to print and send (oldest first), those waiting for the family's
 * address, those waiting for the plan's payment, and those shipped (latest first); 20 a page, with
 * how many each tab holds. `origin` is where the QR codes point (PUBLIC_URL in production).
 */
export async function listPlaqueOrders(
  actor: SessionUser | null,
  query: unknown,
  origin: string,
): Promise<PlaqueOrderPage> {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  const { status, page } = parseInput(plaqueOrderListSchema, query);
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
    .where(STAGE_SQL[status])
    .orderBy(order(plaqueOrders.createdAt), order(plaqueOrders.id))
    .limit(PLAQUE_ORDERS_PAGE_SIZE)
    .offset((page - 1) * PLAQUE_ORDERS_PAGE_SIZE);
  const counts = await countByStage();
  return {
    status,
    page,
    pageSize: PLAQUE_ORDERS_PAGE_SIZE,
    total: counts[status],
    counts,
    orders: rows.map(({ order: o, profileName, profileUsername, profileType, plaqueHash }) => ({
      id: o.id,
      profileId: o.profileId,
      address: addressOf(o),
      status: plaqueOrderStage(o, profileType),
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
