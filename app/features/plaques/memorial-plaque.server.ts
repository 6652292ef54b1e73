import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import type { PlaqueOrderFilter } from "./plaque-orders.schema";
import type { PlaqueOrderAddress } from "./plaque-orders.server";
import { plaqueArtPdf, plaqueArtSvg } from "./plaque-art.server";
import { plaqueOrderFor } from "./plaque-order-view.server";
import { type PanelPrintOrder, printOrdersOf } from "./print-orders.server";

export const MEMORIAL_PLAQUE_MESSAGES = {
  noPlaque: "Este memorial ainda não tem um código de placa. Fale conosco.",
} as const;

/** A memorial's QR plaque as the panel's 'Placa QR' shows it. */
export interface PanelPlaque {
  /** The ten letters printed on the plaque, and the address its QR code holds. */
  hash: string | null;
  qrUrl: string | null;
  /** The plaque comes with the paid plans (Ouro, Platina, Diamante). */
  included: boolean;
  /** The order, once a paid plan or an address opened one; `address` null while it waits for it. */
  order: {
    status: PlaqueOrderFilter;
    address: PlaqueOrderAddress | null;
    /** The plan being bought when the address was given on a Free memorial. */
    planId: string | null;
    createdAt: Date;
    shippedAt: Date | null;
  } | null;
  /** The printed cards of each paid term (decision 049), latest first. */
  printOrders: PanelPrintOrder[];
}

/** The panel's reading of `plaqueOrderFor` (administrators and site admins only). */
export async function memorialPlaque(
  actor: SessionUser | null,
  profileId: string,
  origin: string,
): Promise<PanelPlaque> {
  const plaque = await plaqueOrderFor(actor, profileId, origin);
  return {
    printOrders: await printOrdersOf(profileId),
    hash: plaque.hash,
    qrUrl: plaque.qrUrl,
    included: plaque.profileType !== "Free",
    order:
      plaque.status === "none" || !plaque.createdAt
        ? null
        : {
            status: plaque.status,
            address: plaque.address,
            planId: plaque.planId,
            createdAt: plaque.createdAt,
            shippedAt: plaque.shippedAt,
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
  const plaque = await plaqueOrderFor(actor, profileId, origin);
  if (!plaque.hash || !plaque.qrUrl) throw new NotFoundError(MEMORIAL_PLAQUE_MESSAGES.noPlaque);
  const png = await QRCode.toBuffer(plaque.qrUrl, { type: "png", width: 1024, margin: 4, errorCorrectionLevel: "Q" });
  return { hash: plaque.hash, png };
}

/**
 * The plaque's print-ready art (decision 046) for its administrators and the site's admins: an
 * SVG or a PDF of the plate with its QR code, its code and the memorial's name.
 */
export async function memorialPlaqueArt(
  actor: SessionUser | null,
  profileId: string,
  origin: string,
  kind: "svg" | "pdf",
): Promise<{ hash: string; body: Buffer; contentType: string }> {
  const plaque = await plaqueOrderFor(actor, profileId, origin);
  if (!plaque.hash || !plaque.qrUrl) throw new NotFoundError(MEMORIAL_PLAQUE_MESSAGES.noPlaque);
  const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId));
  const input = { hash: plaque.hash, qrUrl: plaque.qrUrl, name: profile?.name ?? null };
  return kind === "svg"
    ? { hash: plaque.hash, body: Buffer.from(plaqueArtSvg(input)), contentType: "image/svg+xml" }
    : { hash: plaque.hash, body: await plaqueArtPdf(input), contentType: "application/pdf" };
}
