import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { startTestApi } from "../../../tests/support/api";
import { setupTestDatabase } from "../../../tests/support/database";
import { CONTRACT_PAGES } from "./contracts.catalog";
import { config, parseConfig, setConfig } from "~/shared/config.server";
import { clearContractCache, contractForReading, currentContract, syncContracts } from "./contracts.server";

const { db } = setupTestDatabase();
const api = startTestApi();

beforeEach(() => clearContractCache());

describe("contracts", () => {
  it("stores one version of each of the eight contracts, once", async () => {
    expect(await syncContracts()).toBe(8);
    expect(await syncContracts()).toBe(0);
    for (const page of CONTRACT_PAGES) {
      const contract = await currentContract(page.key);
      expect(contract?.version, page.key).toBe(1);
      expect(contract?.body.length, page.key).toBeGreaterThan(1500);
    }
  });

  it("serves the highest version in force", async () => {
    await syncContracts();
    await db().execute(
      sql`insert into contracts (key, version, title, body) values ('contrato_plano_ouro', 2, 'Contrato do Plano Ouro', 'Nova versão {{COMPANY_NAME}}')`,
    );
    clearContractCache();
    const contract = await contractForReading("contrato_plano_ouro");
    expect(contract?.version).toBe(2);
    expect(contract?.text).toBe("Nova versão Memorial Serviços Digitais Ltda.");
  });

  it("kept HTML follows a new version and another company name", async () => {
    await syncContracts();
    const key = "contrato_geral_e_politica_de_privacidade";
    const first = (await contractForReading(key))!;
    // Read again within the cache's minute: the HTML kept for this row.
    expect((await contractForReading(key))!.html).toBe(first.html);
    expect(first.html).toContain("<h2");
    await db().execute(
      sql`insert into contracts (key, version, title, body) values (${key}, 2, 'Política', '## Nova versão de {{COMPANY_NAME}}')`,
    );
    clearContractCache();
    const next = (await contractForReading(key))!;
    expect(next.version).toBe(2);
    expect(next.html).toBe("<h2>Nova versão de Memorial Serviços Digitais Ltda.</h2>\n");
    const saved = config();
    try {
      setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, COMPANY_NAME: "Lembranças Eternas Ltda" }));
      expect((await contractForReading(key))!.html).toBe("<h2>Nova versão de Lembranças Eternas Ltda</h2>\n");
    } finally {
      setConfig(saved);
    }
  });

  it.each(["contrato_plano_ouro", "contrato_plano_platina", "contrato_plano_diamante"])(
    "%s carries the contract terms of part 2",
    async (key) => {
      await syncContracts();
      const text = (await contractForReading(key))!.text;
      for (const term of [
        "180 dias",
        "2%",
        "1% ao mês",
        "IPCA",
        "30 dias",
        "5 dias",
        "20%",
        "15 dias",
        "6 horas",
        "3 dias",
      ]) {
        expect(text, term).toContain(term);
      }
      expect(text).not.toMatch(/\{\{\w+\}\}/);
    },
  );

  it("GET /api/contract/{key} returns the text by key", async () => {
    await syncContracts();
    const res = await api.call<{ title: string; text: string; version: number }>(
      "GET",
      "/api/contract/contrato_geral_e_politica_de_privacidade",
    );
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(res.body.title).toMatch(/Política de Privacidade/);
    expect(res.body.text).toContain("LGPD");
  });

  describe("the company's CNPJ", () => {
    const withConfig = async <T>(env: Record<string, string>, read: () => Promise<T>): Promise<T> => {
      const saved = config();
      try {
        setConfig(parseConfig({ NODE_ENV: "test", DATA_DIR: saved.DATA_DIR, ...env }));
        clearContractCache();
        return await read();
      } finally {
        setConfig(saved);
      }
    };
    const generalText = async () => (await contractForReading("contrato_geral_e_politica_de_privacidade"))!.text;

    it("is named in the contracts when configured", async () => {
      await syncContracts();
      const text = await withConfig({ COMPANY_CNPJ: "11222333000181" }, generalText);
      expect(text).toContain(
        "mantida por Memorial Serviços Digitais Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81 (",
      );
      expect(text).toContain("O controlador dos dados é Memorial Serviços Digitais Ltda., CNPJ 11.222.333/0001-81.");
      const plan = await withConfig(
        { COMPANY_CNPJ: "11222333000181" },
        async () => (await contractForReading("contrato_plano_ouro"))!.text,
      );
      expect(plan).toContain(
        "celebrado entre Memorial Serviços Digitais Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, responsável",
      );
    });

    it("is left out of the sentence when not configured, with no placeholder in its place", async () => {
      await syncContracts();
      const text = await withConfig({ COMPANY_NAME: "Lembranças Eternas Ltda" }, generalText);
      expect(text).toContain('mantida por Lembranças Eternas Ltda ("Memorial" ou "nós").');
      expect(text).toContain("O controlador dos dados é Lembranças Eternas Ltda. O encarregado");
      // The default name ends in "Ltda.": the sentence does not get a second full stop.
      expect(await withConfig({}, generalText)).toContain(
        "O controlador dos dados é Memorial Serviços Digitais Ltda. O encarregado",
      );
    });

    it.each(CONTRACT_PAGES.map((page) => page.key))("%s reads whole without one", async (key) => {
      await syncContracts();
      const text = await withConfig({}, async () => (await contractForReading(key))!.text);
      expect(text).not.toMatch(/CNPJ|\{\{|\}\}|\.\.(?!\.)|\s,|,\s*,/);
      expect(text).toMatch(/Memorial Serviços Digitais Ltda\.,? (responsável|doravante|\()/);
    });
  });

  it("GET /api/contract/{key} answers 404 for an unknown key", async () => {
    const res = await api.call("GET", "/api/contract/nao_existe");
    expect(res).toMatchObject({ status: 404, body: { success: false, message: "Contrato não encontrado." } });
  });
});
