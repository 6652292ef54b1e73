import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plaqueHashes } from "~/db/schema";
import { verifySecret } from "~/shared/auth/password.server";
import {
  createAttendance,
  createCemetery,
  createGalleryImage,
  createProfile,
  createTribute,
  createUser,
  DEFAULT_PASSWORD,
  randomPlaqueHash,
  usernameBase,
} from "../../tests/factories";
import { setupTestDatabase } from "../../tests/support/database";

const { db } = setupTestDatabase();

describe("test factories", () => {
  it("creates users with unique e-mails and the default password", async () => {
    const [a, b] = [await createUser(db()), await createUser(db(), { type: "partner" })];
    expect(a.email).not.toBe(b.email);
    expect(a.type).toBe("regular");
    expect(b.type).toBe("partner");
    expect(await verifySecret(DEFAULT_PASSWORD, a.passwordHash)).toBe(true);
    const other = await createUser(db(), { password: "outra-senha-123" });
    expect(await verifySecret("outra-senha-123", other.passwordHash)).toBe(true);
  });

  it("creates profiles with an owner, a unique username, an access token and a linked plaque", async () => {
    const cemetery = await createCemetery(db());
    const first = await createProfile(db(), { name: "José Antônio Conceição", cemeteryId: cemetery.id });
    const second = await createProfile(db(), { name: "José Antônio Conceição" });
    expect(first.username).toBe("jose.antonio.conceicao");
    expect(second.username).toBe("jose.antonio.conceicao.2");
    expect(first.userId).not.toBe(second.userId);
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.plaqueHash).toMatch(/^[A-Z]{10}$/);
    const [plaque] = await db().select().from(plaqueHashes).where(eq(plaqueHashes.hash, first.plaqueHash));
    expect(plaque?.profileId).toBe(first.id);
    expect(plaque?.linkedAt).toBeInstanceOf(Date);
    expect(usernameBase("  Ângela Maria D'Ávila ")).toBe("angela.maria.d.avila");
    expect(randomPlaqueHash()).toMatch(/^[A-Z]{10}$/);
  });

  it("creates paid tributes priced by type, candles burning for their days", async () => {
    const profile = await createProfile(db());
    const paidAt = new Date("2025-01-10T12:00:00Z");
    const candle = await createTribute(db(), { profileId: profile.id, paidAt });
    expect(candle).toMatchObject({ type: "Candle", status: "paid", candleDays: 7, amountCents: 499 });
    expect(candle.burnsUntil).toEqual(new Date("2025-01-17T12:00:00Z"));
    const long = await createTribute(db(), { profileId: profile.id, candleDays: 14 });
    expect(long.amountCents).toBe(899);
    expect((await createTribute(db(), { profileId: profile.id, type: "Message" })).amountCents).toBe(250);
    expect((await createTribute(db(), { profileId: profile.id, type: "Photo" })).amountCents).toBe(749);
    expect((await createTribute(db(), { profileId: profile.id, type: "Flower" })).amountCents).toBe(0);
    const pending = await createTribute(db(), { status: "pending" });
    expect(pending).toMatchObject({ paidAt: null, burnsUntil: null, status: "pending" });
  });

  it("creates attendances and gallery images, with a profile when none is given", async () => {
    const attendance = await createAttendance(db());
    expect(attendance.cellphone).toMatch(/^\d{11}$/);
    const image = await createGalleryImage(db(), { profileId: attendance.profileId });
    expect(image.profileId).toBe(attendance.profileId);
  });
});
