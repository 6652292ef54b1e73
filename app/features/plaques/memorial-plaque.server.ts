import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { plaqueHashes, plaqueOrders, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { requireMemorialRole } from "~/features/profiles/index.server";
import { NotFoundError } from "~/shared/http/errors";
import type { PlaqueOrderAddress } from "./plaque-orders.server";
import type { PlaqueOrderFilter } from "./plaque-orders.schema";

export const MEMORIAL_PLAQUE_MESSAGES = {
  noPlaque: "Este memorial ainda não tem um código de placa. Fale conosco.",
} as const;

/** A memorial's QR plaque as its administrators see it in the panel. */
export interface MemorialPlaque {
  /** The ten letters printed on the plaque, and the address its QR code holds. */
  hash: string | null;
  qrUrl: string | null;
  /** The plaque comes with the paid plans (Ouro, Platina, Diamante). */
  included: boolean;
  /** The order, once an address was given: its status as the admins' list tells it. */
  order: {
    status: PlaqueOrderFilter;
    address: PlaqueOrderAddress;
    /** The plan being bought when the address was given on a Free memorial. */
    planId: string | null;
    createdAt: Date;
    shippedAt: Date | null;
  } | null;
}

/**
 * The memorial's plaque: its code, its QR address and its order (administrators and site admins:
 * the address is theirs to give). `origin` is where the QR codes point (PUBLIC_URL in production).
 */
export async function memorialPlaque(
  actor: SessionUser | null,
  profileId: string,
  origin: string,
): Promise<MemorialPlaque> {
  await requireMemorialRole(actor, profileId, "administrator");
  const [row] = await db()
    .select({ type: profiles.type, hash: plaqueHashes.hash, order: plaqueOrders })
    .from(profiles)
    .leftJoin(plaqueHashes, eq(plaqueHashes.profileId, profiles.id))
    .leftJoin(plaqueOrders, eq(plaqueOrders.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  const { type, hash, order } = row!;
  return {
    hash,
    qrUrl: hash ? `${origin}/qrcode/${hash}` : null,
    included: type !== "Free",
    order: order && {
      status: order.status === "shipped" ? "shipped" : type === "Free" ? "awaiting_payment" : "to_ship",
      address: {
        street: order.street,
        city: order.city,
        state: order.state,
        zipCode: order.zipCode,
        country: order.country,
      },
      planId: order.planId,
      createdAt: order.createdAt,
      shippedAt: order.shippedAt,
    },
  };
}

/**
 * The plaque's QR code as a PNG to download (for a print shop, a card, a keepsake): 1024 px, a
 * quiet zone of 4 modules as the standard asks, error correction 'Q' so a worn plaque still scans.
 */
export async function memorialPlaqueQrCode(
  actor: SessionUser | null,
  profileId: string,
  origin: string,
): Promise<{ hash: string; png: Buffer }> {
  const plaque = await memorialPlaque(actor, profileId, origin);
  if (!plaque.hash || !plaque.qrUrl) throw new NotFoundError(MEMORIAL_PLAQUE_MESSAGES.noPlaque);
  const png = await QRCode.toBuffer(plaque.qrUrl, { type: "png", width: 1024, margin: 4, errorCorrectionLevel: "Q" });
  return { hash: plaque.hash, png };
}
