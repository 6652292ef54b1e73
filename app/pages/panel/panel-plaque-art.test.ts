import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memorialMembers } from "~/db/schema";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { createProfile } from "../../../tests/factories";
import { testLoadContext } from "../../../tests/support/context";
import { setupTestDatabase } from "../../../tests/support/database";
import { loader } from "./panel-plaque-art";

const { db } = setupTestDatabase();
const USERNAME = "rosa.meireles";

function file(ext: "svg" | "pdf", cookie?: string) {
  const request = new Request(`http://localhost/painel/${USERNAME}/arte/placa.${ext}`, {
    headers: cookie ? { cookie } : {},
  });
  return loader({
    request,
    params: { username: USERNAME, file: `placa.${ext}` },
    context: testLoadContext(request),
  } as never);
}

describe("the plaque's art download", () => {
  it("is an SVG whose QR opens /qrcode/{hash} and a PDF, for administrators and site admins only", async () => {
    const owner = await signedInUser(db());
    const editor = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const profile = await createProfile(db(), {
      userId: owner.user.id,
      username: USERNAME,
      name: "Rosa Meireles",
      type: "Ouro",
    });
    await db().insert(memorialMembers).values({ profileId: profile.id, userId: editor.user.id, role: "editor" });

    const svg = await file("svg", owner.cookie);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    const { data, info } = await sharp(Buffer.from(await svg.arrayBuffer()), { density: 150 })
      .flatten({ background: "#ffffff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(qr?.data).toMatch(/^http:\/\/localhost(:\d+)?\/qrcode\/[A-Za-z0-9]+$/);
    expect(svg.headers.get("content-disposition")).toContain(qr!.data.split("/").pop());

    const pdf = await file("pdf", admin.cookie);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await file("pdf", editor.cookie)).status).toBe(404);
    expect((await file("svg")).status).toBe(401);
  });
});
