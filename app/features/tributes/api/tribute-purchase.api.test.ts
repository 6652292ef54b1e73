import { describe, expect, it } from "vitest";
import { twoTone } from "~/shared/images/test-images";
import { createProfile } from "../../../../tests/factories";
import { startTestApi } from "../../../../tests/support/api";
import { setupTestDatabase } from "../../../../tests/support/database";

const { db } = setupTestDatabase();
const api = startTestApi();

const tributeBody = (profileId: string, overrides: Record<string, unknown> = {}) => ({
  tributeType: "Candle",
  profileId,
  name: "Maria Souza",
  email: "maria@exemplo.com",
  kinship: "Filha",
  candleValue: 8.99,
  contract: true,
  captchaToken: "sandbox:0.9",
  ...overrides,
});

describe("/api/tribute/registerTribute", () => {
  it("registers a pending tribute at the server's price, whatever the client sends", async () => {
    const profile = await createProfile(db());
    const response = await api.call<{ tribute: { amountCents: number; candleDays: number; status: string } }>(
      "POST",
      "/api/tribute/registerTribute",
      { json: { ...tributeBody(profile.id), amount: 0.01 } },
    );
    expect(response.status).toBe(201);
    expect(response.body.tribute).toMatchObject({ amountCents: 899, candleDays: 14, status: "pending" });
  });

  it("refuses a bot (0.3), a missing field in the spec's order, an unaccepted contract, an unknown memorial", async () => {
    const profile = await createProfile(db());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ captchaToken: "sandbox:0.3" }, 400, "Robô detectado!"],
      [{ name: "", email: "" }, 400, "Insira o seu nome para continuar"],
      [{ tributeType: "Message", body: "" }, 400, "Escreva uma mensagem"],
      [{ contract: false }, 400, "Você precisa aceitar o contrato para continuar"],
      [{ profileId: "00000000-0000-4000-8000-000000000000" }, 404, "Perfil não encontrado."],
      [{ profileId: "nope" }, 400, "Identificador de perfil inválido."],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await api.call("POST", "/api/tribute/registerTribute", {
        json: tributeBody(profile.id, overrides),
      });
      expect({ status: response.status, body: response.body }, JSON.stringify(overrides)).toMatchObject({
        status,
        body: { success: false, message },
      });
    }
  });
});

describe("/api/tribute/sendEmailToProfileOwnerWhenTribute and /api/recaptcha/verifyRecaptcha", () => {
  it("sends nothing for an unsettled tribute; the bot check answers the sandbox's score", async () => {
    const profile = await createProfile(db());
    const created = await api.call<{ tribute: { id: string } }>("POST", "/api/tribute/registerTribute", {
      json: tributeBody(profile.id),
    });
    const notice = await api.call("POST", "/api/tribute/sendEmailToProfileOwnerWhenTribute", {
      json: { profileId: profile.id, tributeId: created.body.tribute.id },
    });
    expect(notice).toMatchObject({ status: 200, body: { success: true, sent: false } });
    const score = await api.call("POST", "/api/recaptcha/verifyRecaptcha", { json: { token: "sandbox:0.3" } });
    expect(score).toMatchObject({ status: 200, body: { data: { score: 0.3 } } });
    const empty = await api.call("POST", "/api/recaptcha/verifyRecaptcha", { json: {} });
    expect(empty.status).toBe(400);
  });
});

describe("/api/tribute/registerImageTribute", () => {
  it("takes a memory photo (multipart) at R$ 7,49 and refuses an SVG renamed .png with the spec's message", async () => {
    const profile = await createProfile(db());
    const photoForm = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        profileId: profile.id,
        name: "Maria Souza",
        email: "maria@exemplo.com",
        kinship: "Avó",
        contract: "true",
        captchaToken: "sandbox:0.9",
      })) {
        form.set(key, value);
      }
      form.set("image", new Blob([Buffer.from(bytes)]), name);
      return form;
    };
    const png = new Uint8Array(await twoTone(320, 240).png().toBuffer());
    const ok = await api.call<{ tribute: { amountCents: number; imagePath: string } }>(
      "POST",
      "/api/tribute/registerImageTribute",
      { form: photoForm(png, "lembranca.png") },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.tribute.amountCents).toBe(749);
    expect(ok.body.tribute.imagePath).toMatch(/^tributes\//);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const refused = await api.call("POST", "/api/tribute/registerImageTribute", { form: photoForm(svg, "foto.png") });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "Formato de arquivo não suportado. Apenas JPEG, JPG, PNG, GIF e HEIC são aceitos" },
    });
  });
});
