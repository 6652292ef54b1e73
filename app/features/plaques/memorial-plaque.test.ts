import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memorialMembers } from "~/db/schema";
import { actorOf, signedInUser } from "~/features/payments/payments.test-helpers";
import { createProfile, createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { memorialPlaque, memorialPlaqueQrCode } from "./memorial-plaque.server";
import { registerShippingAddress } from "./plaque-orders.server";

const { db } = setupTestDatabase();
const ORIGIN = "https://memorial.example";

async function memorial(type: "Free" | "Platina") {
  const owner = await signedInUser(db());
  const profile = await createProfile(db(), { userId: owner.id, type });
  return { owner, profile };
}

describe("the plaque the panel shows", () => {
  it("a paid memorial without an address: its code and QR address, no order yet; then the order to send", async () => {
    const { owner, profile } = await memorial("Platina");
    expect(await memorialPlaque(owner, profile.id, ORIGIN)).toEqual({
      hash: profile.plaqueHash,
      qrUrl: `${ORIGIN}/qrcode/${profile.plaqueHash}`,
      included: true,
      order: null,
      // The memorial was made Platina without a term (no payment, no assignment): no printed cards owed.
      printOrders: [],
    });
    await registerShippingAddress(owner, {
      profile_id: profile.id,
      street: "Rua das Flores, 10",
      city: "Recife",
      state: "Pernambuco",
      zip_code: "50010000",
      country: "Brasil",
    });
    expect((await memorialPlaque(owner, profile.id, ORIGIN)).order).toMatchObject({
      status: "to_ship",
      address: { street: "Rua das Flores, 10", city: "Recife", state: "PE", zipCode: "50010-000", country: "Brasil" },
      shippedAt: null,
    });
  });

  it("a Free memorial has no plaque included", async () => {
    const { owner, profile } = await memorial("Free");
    expect(await memorialPlaque(owner, profile.id, ORIGIN)).toMatchObject({ included: false, order: null });
  });

  it("is for the memorial's administrators and the site's admins, not its editors", async () => {
    const { profile } = await memorial("Platina");
    const admin = actorOf(await createUser(db(), { type: "admin" }));
    expect((await memorialPlaque(admin, profile.id, ORIGIN)).included).toBe(true);
    const editor = await signedInUser(db());
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.id, role: "editor" });
    await expect(memorialPlaque(editor, profile.id, ORIGIN)).rejects.toMatchObject({ status: 403 });
    await expect(memorialPlaque(await signedInUser(db()), profile.id, ORIGIN)).rejects.toMatchObject({ status: 403 });
    await expect(memorialPlaqueQrCode(null, profile.id, ORIGIN)).rejects.toMatchObject({ status: 401 });
  });
});

describe("the QR code to download", () => {
  it("is a square PNG large enough to print", async () => {
    const { owner, profile } = await memorial("Platina");
    const { hash, png } = await memorialPlaqueQrCode(owner, profile.id, ORIGIN);
    expect(hash).toBe(profile.plaqueHash);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1024, height: 1024 });
  });
});
