import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import { requireMemorialRole } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import { publicBaseUrl } from "~/shared/public-url.server";
import { PLAQUE_ORDER_MESSAGES as M, type PlaqueOrderFilter } from "./plaque-orders.schema";
import { addressOf, type PlaqueOrderAddress, plaqueOrderStage, type ProfileTypeId } from "./plaque-orders.server";

/** A memorial's plaque as its administrators see it (the panel's 'Placa QR'). */
export interface MemorialPlaque {
  profileId: string;
  /** Null when no paid plan ever ordered a plaque for the memorial. */
  orderId: string | null;
  /** 'none' without an order; 'awaiting_address' is the panel's 'Informe o endereço da placa' task. */
  status: PlaqueOrderFilter | "none";
  address: PlaqueOrderAddress | null;
  /** The ten letters printed on the plaque, and what its QR code holds ({PUBLIC_URL}/qrcode/{hash}). */
  hash: string | null;
  qrUrl: string | null;
  planId: ProfileTypeId | null;
  /** The memorial's plan now: the plaque comes with the paid ones. */
  profileType: ProfileTypeId;
  createdAt: Date | null;
  shippedAt: Date | null;
}

/**
 * The plaque of a memorial: its order (where it stands, the address or null) and its code. For the
 * memorial's administrators and admins only. `origin` is where the QR code points (PUBLIC_URL
 * unless told).
 */
export async function plaqueOrderFor(
  actor: SessionUser | null,
  profileId: string,
  origin: string = publicBaseUrl(),
): Promise<MemorialPlaque> {
  await requireMemorialRole(actor, profileId, "administrator", { notFound: M.profileNotFound });
  const [row] = await db()
    .select({ type: profiles.type, order: plaqueOrders, hash: plaqueHashes.hash })
    .from(profiles)
    .leftJoin(plaqueOrders, eq(plaqueOrders.profileId, profiles.id))
    .leftJoin(plaqueHashes, eq(plaqueHashes.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row) throw new NotFoundError(M.profileNotFound);
  const { order, hash } = row;
  return {
    profileId,
    orderId: order?.id ?? null,
    status: order ? plaqueOrderStage(order, row.type) : "none",
    address: order ? addressOf(order) : null,
    hash,
    qrUrl: hash ? `${origin}/qrcode/${hash}` : null,
    planId: order?.planId ?? null,
    profileType: row.type,
    createdAt: order?.createdAt ?? null,
    shippedAt: order?.shippedAt ?? null,
  };
}
