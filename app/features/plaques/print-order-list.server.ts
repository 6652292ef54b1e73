import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cardPrintOrders, plaqueOrders, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { parseInput } from "~/shared/http/api.server";
import { ForbiddenError } from "~/shared/http/errors";
import { type JobStatus, jobStatus } from "~/shared/jobs/jobs.server";
import { addressOf, isAdmin, type PlaqueOrderAddress, signedIn } from "./plaque-orders.server";
import {
  PRINT_ORDER_MESSAGES as M,
  PRINT_ORDER_STAGES,
  type PrintOrderStage,
  printOrderListSchema,
} from "./print-orders.schema";
import { printOrderStage } from "./print-orders.server";

export const PRINT_ORDERS_PAGE_SIZE = 20;

export interface PrintOrderRow {
  id: string;
  profileName: string;
  profileUsername: string;
  planId: string;
  quantity: number;
  stage: PrintOrderStage;
  /** Where it goes: kept when it went into production, else the plaque order's address now. */
  address: PlaqueOrderAddress | null;
  trackingCode: string | null;
  createdAt: Date;
  productionAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  hasFile: boolean;
  /** The print file's render, while one is under way or if it failed. */
  fileJob: JobStatus | null;
}

/** The SQL of each stage, as `printOrderStage` decides it. */
const pending = eq(cardPrintOrders.status, "pending");
const STAGE_SQL: Record<PrintOrderStage, SQL> = {
  awaiting_payment: and(pending, eq(profiles.type, "Free"))!,
  awaiting_address: and(pending, ne(profiles.type, "Free"), or(isNull(plaqueOrders.id), isNull(plaqueOrders.street)))!,
  to_produce: and(pending, ne(profiles.type, "Free"), isNotNull(plaqueOrders.street))!,
  in_production: eq(cardPrintOrders.status, "in_production"),
  shipped: eq(cardPrintOrders.status, "shipped"),
  delivered: eq(cardPrintOrders.status, "delivered"),
  cancelled: eq(cardPrintOrders.status, "cancelled"),
};

const joined = () =>
  db()
    .select({
      order: cardPrintOrders,
      profileName: profiles.name,
      profileUsername: profiles.username,
      profileType: profiles.type,
      plaque: plaqueOrders,
    })
    .from(cardPrintOrders)
    .innerJoin(profiles, eq(profiles.id, cardPrintOrders.profileId))
    .leftJoin(plaqueOrders, eq(plaqueOrders.profileId, cardPrintOrders.profileId));

async function countByStage(): Promise<Record<PrintOrderStage, number>> {
  const count = (stage: PrintOrderStage) => sql<number>`(count(*) filter (where ${STAGE_SQL[stage]}))::int`;
  const [row] = await db()
    .select(
      Object.fromEntries(PRINT_ORDER_STAGES.map((stage) => [stage, count(stage)])) as Record<
        PrintOrderStage,
        SQL<number>
      >,
    )
    .from(cardPrintOrders)
    .innerJoin(profiles, eq(profiles.id, cardPrintOrders.profileId))
    .leftJoin(plaqueOrders, eq(plaqueOrders.profileId, cardPrintOrders.profileId));
  return Object.fromEntries(PRINT_ORDER_STAGES.map((stage) => [stage, Number(row?.[stage] ?? 0)])) as Record<
    PrintOrderStage,
    number
  >;
}

/**
 * The admin's printed-card orders (decision 049): those to produce first (oldest first), then by
 * stage; 20 a page, with how many each tab holds. Site admins only.
 */
export async function listPrintOrders(actor: SessionUser | null, query: unknown) {
  const who = signedIn(actor);
  if (!isAdmin(who)) throw new ForbiddenError(M.adminOnly);
  const { status, page } = parseInput(printOrderListSchema, query);
  const order = ["to_produce", "awaiting_address", "awaiting_payment", "in_production"].includes(status) ? asc : desc;
  const rows = await joined()
    .where(STAGE_SQL[status])
    .orderBy(order(cardPrintOrders.createdAt), order(cardPrintOrders.id))
    .limit(PRINT_ORDERS_PAGE_SIZE)
    .offset((page - 1) * PRINT_ORDERS_PAGE_SIZE);
  const counts = await countByStage();
  const orders: PrintOrderRow[] = await Promise.all(
    rows.map(async ({ order: o, profileName, profileUsername, profileType, plaque }) => {
      const plaqueAddress = plaque ? addressOf(plaque) : null;
      const job = o.fileJobId ? ((await jobStatus(o.fileJobId)) ?? null) : null;
      return {
        id: o.id,
        profileName,
        profileUsername,
        planId: o.planId,
        quantity: o.quantity,
        stage: printOrderStage(o, profileType, plaqueAddress),
        address: o.shippingAddress ?? plaqueAddress,
        trackingCode: o.trackingCode,
        createdAt: o.createdAt,
        productionAt: o.productionAt,
        shippedAt: o.shippedAt,
        deliveredAt: o.deliveredAt,
        cancelledAt: o.cancelledAt,
        hasFile: o.fileKey !== null,
        fileJob: job && job.state !== "done" ? job : null,
      };
    }),
  );
  return { status, page, pageSize: PRINT_ORDERS_PAGE_SIZE, total: counts[status], counts, orders };
}

export type PrintOrderPage = Awaited<ReturnType<typeof listPrintOrders>>;
