/** Factories for what visitors leave on a memorial: tributes, attendances, gallery photos. */
import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { attendances, galleryImages, tributes } from "~/db/schema";
import { createProfile } from "./profiles";

export type Tribute = typeof tributes.$inferSelect;
export type Attendance = typeof attendances.$inferSelect;
export type GalleryImage = typeof galleryImages.$inferSelect;
export type TributeType = Tribute["type"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Prices in centavos; candles burn 7 or 14 days. */
export const TRIBUTE_PRICES = {
  Candle: { 7: 499, 14: 899 },
  Message: 250,
  Photo: 749,
  Flower: 0,
} as const;

export function tributeAmountCents(type: TributeType, candleDays = 7): number {
  if (type === "Candle") return candleDays >= 14 ? TRIBUTE_PRICES.Candle[14] : TRIBUTE_PRICES.Candle[7];
  return TRIBUTE_PRICES[type];
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export type TributeValues = typeof tributes.$inferInsert;

/**
 * The values of a tribute without inserting it (the seed inserts them in batches). Paid by
 * default, now; a paid candle burns candleDays (7) days from paidAt.
 */
export function buildTribute(overrides: Partial<TributeValues> & { profileId: string }): TributeValues {
  const type = overrides.type ?? "Candle";
  const status = overrides.status ?? "paid";
  const paidAt = overrides.paidAt !== undefined ? overrides.paidAt : status === "paid" ? new Date() : null;
  const candleDays = type === "Candle" ? (overrides.candleDays ?? 7) : null;
  return {
    name: "Visitante",
    body: type === "Message" ? "Saudades eternas. Sua lembrança vive em nós." : null,
    imagePath: type === "Photo" ? `tributes/${randomBytes(8).toString("hex")}` : null,
    amountCents: tributeAmountCents(type, candleDays ?? undefined),
    burnsUntil: type === "Candle" && paidAt && candleDays ? addDays(paidAt, candleDays) : null,
    createdAt: paidAt ?? new Date(),
    ...overrides,
    type,
    status,
    paidAt,
    candleDays,
  };
}

async function profileIdFor(database: Database, profileId: string | undefined): Promise<string> {
  return profileId ?? (await createProfile(database)).id;
}

export async function createTribute(database: Database, overrides: Partial<TributeValues> = {}): Promise<Tribute> {
  const profileId = await profileIdFor(database, overrides.profileId);
  const [row] = await database
    .insert(tributes)
    .values(buildTribute({ ...overrides, profileId }))
    .returning();
  return row!;
}

export type AttendanceValues = typeof attendances.$inferInsert;

export async function createAttendance(
  database: Database,
  overrides: Partial<AttendanceValues> = {},
): Promise<Attendance> {
  const profileId = await profileIdFor(database, overrides.profileId);
  const tag = randomBytes(3).toString("hex");
  const [row] = await database
    .insert(attendances)
    .values({
      name: "Visitante Presente",
      email: `presenca.${tag}@memorial.example`,
      cellphone: "11987654321",
      ...overrides,
      profileId,
    })
    .returning();
  return row!;
}

export type GalleryImageValues = typeof galleryImages.$inferInsert;

export async function createGalleryImage(
  database: Database,
  overrides: Partial<GalleryImageValues> = {},
): Promise<GalleryImage> {
  const profileId = await profileIdFor(database, overrides.profileId);
  const [row] = await database
    .insert(galleryImages)
    .values({
      imagePath: `gallery/${randomBytes(8).toString("hex")}`,
      width: 1200,
      height: 750,
      ...overrides,
      profileId,
    })
    .returning();
  return row!;
}
