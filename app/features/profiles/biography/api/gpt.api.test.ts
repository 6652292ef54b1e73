import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "~/features/accounts/accounts.test-helpers";
import { setBiographyWriter } from "~/integrations/llm/llm.server";
import type { BiographyFacts, BiographyWriter } from "~/integrations/llm/provider";
import { BiographyUnavailableError } from "~/integrations/llm/provider";
import { startTestApi } from "../../../../../tests/support/api";
import { setupTestDatabase } from "../../../../../tests/support/database";
import { BIOGRAPHY_LIMIT } from "../biography.server";

const { db } = setupTestDatabase();
const api = startTestApi();

let cookie: string;
beforeEach(async () => {
  cookie = (await signedInUser(db())).cookie;
});
afterEach(() => setBiographyWriter(undefined));

const profile = {
  name: "  Maria Aparecida Souza ",
  gender: "Mulher",
  birthDate: "1940-03-12",
  deathDate: "2023-08-01T00:00:00.000Z",
  profession: "professora",
  hometown: "Campinas",
  surname: "",
  religion: null,
  interests: [{ description: "jardinagem" }, { description: "  " }, "novelas"],
  kinship: [{ name: "Ana", degree: "Filha" }, { name: "", degree: "Neto" }, "Pedro"],
};

const ask = (json: unknown, headers: Record<string, string> | undefined = { cookie }) =>
  api.call("POST", "/api/gpt/getBioToProfile", { json, headers });

/** A writer that records the facts it was given and answers what the test says. */
function recordingWriter(answer: (facts: BiographyFacts) => Promise<string[]>) {
  const seen: BiographyFacts[] = [];
  const writer: BiographyWriter = {
    name: "openai",
    writeDrafts: (facts) => {
      seen.push(facts);
      return answer(facts);
    },
  };
  setBiographyWriter(writer);
  return seen;
}

describe("POST /api/gpt/getBioToProfile", () => {
  it("answers three template drafts written from the fields, the first as bio", async () => {
    const res = await ask(profile);
    expect(res.status).toBe(200);
    const body = res.body as { success: boolean; bio: string; biographies: string[] };
    expect(body.biographies).toHaveLength(3);
    expect(body.bio).toBe(body.biographies[0]);
    const all = body.biographies.join(" ");
    for (const fact of ["Maria Aparecida Souza", "professora", "Campinas", "sua filha Ana", "Pedro", "jardinagem"])
      expect(all).toContain(fact);
    expect(all).toContain("aos 83 anos");
    expect((await ask(profile)).body).toEqual(res.body);
  });

  it("hands the writer trimmed facts, blanks dropped, 'Não declarante' read as Outro", async () => {
    const seen = recordingWriter(async () => ["Uma biografia."]);
    const res = await ask({ ...profile, gender: "Não declarante" });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, bio: "Uma biografia.", biographies: ["Uma biografia."] },
    });
    expect(seen[0]).toEqual({
      name: "Maria Aparecida Souza",
      gender: "Outro",
      birthDate: "1940-03-12",
      deathDate: "2023-08-01",
      profession: "professora",
      hometown: "Campinas",
      interests: ["jardinagem", "novelas"],
      kinship: [{ name: "Ana", degree: "Filha" }, { name: "Pedro" }],
    });
  });

  it.each([
    [{ ...profile, name: "   " }, "name", "Preencha o nome do homenageado para continuar"],
    [{ ...profile, name: undefined }, "name", "Preencha o nome do homenageado para continuar"],
    [{ ...profile, gender: "Masculino" }, "gender", "Gênero inválido. Use Homem, Mulher ou Não declarante."],
    [{ ...profile, birthDate: "1940-02-30" }, "birthDate", "Data de nascimento inválida."],
    [{ ...profile, deathDate: "ontem" }, "deathDate", "Data de falecimento inválida."],
    [
      { ...profile, deathDate: "1939-01-01" },
      "deathDate",
      "A data de falecimento não pode ser anterior à data de nascimento.",
    ],
    [{ ...profile, interests: Array(21).fill("x") }, "interests", "Informe no máximo 20 interesses."],
    [{ ...profile, profession: "x".repeat(121) }, "profession", "Texto longo demais."],
    [{ ...profile, kinship: [42] }, "kinship.0", "Texto longo demais."],
    [{ ...profile, interests: ["ok", { description: "x".repeat(121) }] }, "interests.1", "Texto longo demais."],
    [{ ...profile, kinship: [{ name: "Ana", degree: "x".repeat(41) }] }, "kinship.0", "Texto longo demais."],
  ])("refuses bad input with its pt-BR message (%#)", async (json, field, message) => {
    const seen = recordingWriter(async () => ["nunca"]);
    const res = await ask(json);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, fields: { [field]: message } });
    expect(seen).toHaveLength(0);
  });

  it("refuses a body that is not an object", async () => {
    const res = await api.call("POST", "/api/gpt/getBioToProfile", {
      raw: "[1,2]",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false });
  });

  it("refuses anonymous callers before looking at the input or calling the model", async () => {
    const seen = recordingWriter(async () => ["nunca"]);
    const res = await ask(profile, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false });
    expect(seen).toHaveLength(0);
  });

  it("answers the spec's message when the model fails, and never a 500", async () => {
    recordingWriter(() => Promise.reject(new BiographyUnavailableError()));
    expect(await ask(profile)).toMatchObject({
      status: 502,
      body: { success: false, message: "Erro ao gerar biografia personalizada" },
    });
    recordingWriter(() => Promise.reject(new TypeError("boom")));
    expect(await ask(profile)).toMatchObject({
      status: 502,
      body: { message: "Erro ao gerar biografia personalizada" },
    });
    recordingWriter(async () => ["  ", ""]);
    expect(await ask(profile)).toMatchObject({
      status: 502,
      body: { message: "Erro ao gerar biografia personalizada" },
    });
  });

  it("counts calls per account: over the limit is a 429 with Retry-After, other accounts are unaffected", async () => {
    const seen = recordingWriter(async () => ["Uma biografia."]);
    for (let i = 0; i < BIOGRAPHY_LIMIT.limit; i++) expect((await ask(profile)).status).toBe(200);
    const refused = await ask(profile);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining("Aguarde") });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(seen).toHaveLength(BIOGRAPHY_LIMIT.limit);
    const other = await signedInUser(db());
    expect((await ask(profile, { cookie: other.cookie })).status).toBe(200);
  });
});
