import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { outboxMailer, setMailer } from "~/integrations/mail/mail.server";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { CONTACT_LIMIT_PER_IP } from "./contact.server";

setupTestDatabase();
const api = startTestApi();
let outbox: string;

beforeEach(async () => {
  outbox = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
  setMailer(outboxMailer(outbox, "Memorial <contato@memorial.example>"));
});

describe("POST /api/contact", () => {
  it("e-mails the message to the contact address through the outbox", async () => {
    const res = await api.call("POST", "/api/contact", {
      json: { name: "João da Silva", email: "joao@exemplo.com.br", message: "Quero saber sobre a placa." },
    });
    expect(res.status).toBe(201);
    const files = await fs.readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z-[\w-]+\.eml$/);
    const eml = await fs.readFile(path.join(outbox, files[0]!), "utf8");
    expect(eml).toMatch(/^To: contato@memorial\.example$/m);
    expect(eml).toMatch(/^Reply-To: joao@exemplo\.com\.br$/m);
    expect(eml).toContain("Quero saber sobre a placa.");
  });

  it.each([
    [{ name: "", email: "a@b.com", message: "Oi" }, "Informe o seu nome."],
    [{ name: "Ana", email: "não-é-email", message: "Oi" }, "Informe um e-mail válido."],
    [{ name: "Ana", email: "a@b.com", message: "   " }, "Escreva a sua mensagem."],
    [{ name: "Ana", email: "a@b.com" }, "Escreva a sua mensagem."],
    [[1, 2], "Envie nome, e-mail e mensagem."],
    ["texto", "O corpo da requisição não é um JSON válido."],
  ])("refuses %j with a pt-BR message and sends nothing", async (json, message) => {
    const res = await api.call("POST", "/api/contact", { json });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(await fs.readdir(outbox)).toHaveLength(0);
  });

  it("answers 429 with Retry-After once an address sent too many messages", async () => {
    const json = { name: "Ana", email: "ana@exemplo.com", message: "Olá!" };
    for (let i = 0; i < CONTACT_LIMIT_PER_IP.limit; i++) {
      expect((await api.call("POST", "/api/contact", { json })).status).toBe(201);
    }
    const refused = await api.call("POST", "/api/contact", { json });
    expect(refused).toMatchObject({ status: 429, body: { success: false } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await fs.readdir(outbox)).toHaveLength(CONTACT_LIMIT_PER_IP.limit);
  });
});
