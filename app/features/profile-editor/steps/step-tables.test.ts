import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPLETION_STEPS } from "../completion/completion-steps";
import { COMPLETION_WIZARD } from "../completion/completion-steps.server";
import { CREATION_STEPS } from "../creation/creation-steps";
import { CREATION_WIZARD } from "../creation/creation-steps.server";
import { PARTNER_STEP_SCHEMAS } from "../partner/partner-step-schemas";
import { PARTNER_STEPS, stepOfRefusal } from "../partner/partner-steps";
import { FORM_PARTS } from "./form-parts";
import { ABOUT, BASICS, SECURITY } from "./profile-form.test-helpers";
import { reachedStep, requestedStep, stepNumberOf } from "./step";
import { STEP_SAVES } from "./step-saves.server";

const TODAY = "2026-11-20";
const TABLES = { creation: CREATION_STEPS, completion: COMPLETION_STEPS, partner: PARTNER_STEPS };

/** The messages a step's schema refuses an input with, by field ("" for the whole form). */
function refusals(step: { schema?: (today: string) => { safeParse(v: unknown): unknown } }, input: unknown) {
  const parsed = step.schema!(TODAY).safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

function stepOf<T extends { key: string }>(table: readonly T[], key: string): T {
  return table.find((step) => step.key === key)!;
}

describe("the wizards' step tables", () => {
  it("have unique keys and the spec's steps in the spec's order", () => {
    for (const table of Object.values(TABLES)) {
      const keys = table.map((step) => step.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(CREATION_STEPS.map((s) => [s.key, s.title])).toEqual([
      ["basics", "Dados básicos"],
      ["about", "Sobre"],
      ["review", "Revisão"],
      ["security", "Perguntas de segurança"],
      ["plan", "Plano"],
      ["address", "Endereço"],
      ["contacts", "Contatos"],
      ["payment", "Pagamento"],
    ]);
    expect(COMPLETION_STEPS.map((s) => [s.key, s.title])).toEqual([
      ["basics", "Informações básicas"],
      ["about", "Sobre"],
      ["review", "Revisão"],
      ["security", "Perguntas de segurança"],
    ]);
    expect(PARTNER_STEPS.map((s) => [s.key, s.title])).toEqual([
      ["plaque", "Placa"],
      ["honoree", "Homenageado"],
      ["ceremonies", "Cerimônias"],
      ["customer", "Cliente"],
      ["plan", "Plano"],
    ]);
  });

  it("share one definition and one save per step of the memorial's form", () => {
    for (const key of ["basics", "about", "review"]) {
      expect(stepOf(CREATION_STEPS, key).Component).toBe(stepOf(COMPLETION_STEPS, key).Component);
      expect(stepOf(CREATION_STEPS, key).part).toBe(stepOf(COMPLETION_STEPS, key).part);
      expect(stepOf(CREATION_WIZARD, key).schema).toBe(stepOf(COMPLETION_WIZARD, key).schema);
    }
    // The browser's halves carry no schema (they load on the first interaction, decision 053); the
    // server's give each form step its part's schema.
    for (const table of [CREATION_STEPS, COMPLETION_STEPS, PARTNER_STEPS]) {
      expect(table.filter((step) => "schema" in step)).toEqual([]);
    }
    for (const step of [...CREATION_WIZARD, ...COMPLETION_WIZARD].filter((s) => s.part)) {
      expect(step.schema).toBe(FORM_PARTS[step.part!].schema);
    }
    expect(Object.keys(PARTNER_STEP_SCHEMAS)).toEqual(PARTNER_STEPS.map((step) => step.key));
    // The server's halves are the browser's entries, in the same order, each form step with the step's one save.
    for (const [browser, server] of [
      [CREATION_STEPS, CREATION_WIZARD],
      [COMPLETION_STEPS, COMPLETION_WIZARD],
    ] as const) {
      expect(server.map((s) => s.key)).toEqual(browser.map((s) => s.key));
      for (const step of server) {
        if (step.schema) expect(step.save).toBe(STEP_SAVES[step.key]);
      }
    }
    expect(CREATION_WIZARD.every((step) => typeof step.post === "function")).toBe(true);
    // The partner's steps are one form created in one transaction: nothing is loaded or saved per step.
    expect(PARTNER_STEPS.every((step) => !("save" in step) && !("load" in step))).toBe(true);
  });

  it("each step's schema refuses what it must, with the spec's pt-BR messages", () => {
    const basics = stepOf(CREATION_WIZARD, "basics");
    expect(refusals(basics, {})).toMatchObject({
      name: "Preencha o nome do homenageado para continuar",
      username: "Por favor, insira um apelido de perfil.",
      gender: "Preencha o gênero do homenageado para continuar",
      birthDate: "Preencha a data de nascimento do homenageado para continuar",
    });
    expect(refusals(basics, { ...BASICS, birthDate: "2026-11-21", deathDate: "" })).toEqual({
      birthDate: "A data não pode estar no futuro.",
    });
    expect(refusals(basics, { ...BASICS, deathDate: "1939-01-01" })).toEqual({
      deathDate: "A data de falecimento não pode ser anterior à de nascimento.",
    });
    expect(refusals(basics, { ...BASICS, username: "@a b!" })).toEqual({
      username: "O apelido deve ter de 3 a 20 caracteres: letras, números, ponto, hífen ou sublinhado.",
    });
    expect(refusals(stepOf(CREATION_WIZARD, "about"), { kinships: [{ degree: "Filho" }] })).toMatchObject({
      hometown: "Preencha a cidade natal do homenageado para continuar",
      bio: "Escreva uma mensagem para o homenageado para continuar",
      description: "Escreva uma descrição do homenageado para continuar",
      access: "Selecione o tipo de perfil",
      "kinships.0.name": "Preencha o nome e o grau de parentesco.",
    });
    expect(refusals(stepOf(CREATION_WIZARD, "review"), { access: "Secreto" })).toEqual({
      access: "Selecione o tipo de perfil",
    });
    expect(refusals(stepOf(CREATION_WIZARD, "security"), { ...SECURITY, nomeMaeFalecido: "  " })).toEqual({
      nomeMaeFalecido: "Preencha o nome completo da mãe do homenageado para continuar",
    });
    // The completion finishes with the same answers, and the spec's form-wide message.
    expect(refusals(stepOf(COMPLETION_WIZARD, "security"), { ...SECURITY, cidadeNatalMaeFalecido: "" })).toEqual({
      cidadeNatalMaeFalecido: "Preencha a cidade natal da mãe do homenageado para continuar",
      "": "Por favor, preencha todos os campos.",
    });
    // The partner's steps.
    expect(refusals({ schema: PARTNER_STEP_SCHEMAS.plaque }, { hasPlaque: "sim" })).toEqual({
      hash: "Preencha o hash da placa para continuar",
    });
    expect(refusals({ schema: PARTNER_STEP_SCHEMAS.plaque }, { hasPlaque: "sim", hash: "ABC" })).toEqual({
      hash: "O hash da placa tem 10 letras.",
    });
    expect(refusals({ schema: PARTNER_STEP_SCHEMAS.honoree }, { gender: "Mulher", birthDate: "2030-01-01" })).toEqual({
      name: "Preencha o nome do homenageado para continuar",
      birthDate: "A data não pode estar no futuro.",
    });
    expect(refusals({ schema: PARTNER_STEP_SCHEMAS.customer }, { customerEmail: "x" })).toMatchObject({
      customerName: "Preencha o nome do cliente para continuar",
      customerEmail: "E-mail inválido.",
    });
    expect(refusals({ schema: PARTNER_STEP_SCHEMAS.plan }, { plan: "Free" })).toEqual({
      plan: "Escolha um plano: Ouro, Platina ou Diamante.",
    });
  });

  it("open no further than the form so far allows, and read the step from the address", () => {
    expect(reachedStep(COMPLETION_WIZARD, {}, TODAY)).toBe(1);
    expect(reachedStep(COMPLETION_WIZARD, { basics: BASICS as never }, TODAY)).toBe(2);
    const valid = { basics: BASICS as never, about: { ...ABOUT, interests: [], kinships: [] } as never };
    expect(reachedStep(COMPLETION_WIZARD, valid, TODAY)).toBe(4);
    expect(reachedStep(CREATION_WIZARD, valid, TODAY)).toBe(4);
    const at = (query: string) => requestedStep(new URL(`http://x/${query}`), CREATION_STEPS);
    expect([at(""), at("?etapa=8"), at("?etapa=9"), at("?etapa=2.5"), at("?etapa=-1")]).toEqual([1, 8, 1, 1, 1]);
    expect(stepNumberOf(CREATION_STEPS, "plan")).toBe(5);
    expect(() => stepNumberOf(COMPLETION_STEPS, "plan")).toThrow();
  });

  it("send a refused partner field to its step; a form-wide refusal to the last", () => {
    expect(stepOfRefusal([])).toBeNull();
    expect(stepOfRefusal(["customerEmail", "hash"])).toBe(1);
    expect(stepOfRefusal(["birthDate"])).toBe(2);
    expect(stepOfRefusal(["velorioDate"])).toBe(3);
    expect(stepOfRefusal(["", "idempotencyKey"])).toBe(5);
  });
});

describe("the dates of the form's steps (property)", () => {
  const day = fc
    .date({ min: new Date("1800-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it("basics and the partner's honoree refuse a future date and a death before the birth, and nothing else", () => {
    const basics = FORM_PARTS.basics.schema(TODAY);
    const honoree = PARTNER_STEP_SCHEMAS.honoree(TODAY);
    fc.assert(
      fc.property(day, fc.option(day, { nil: undefined }), (birthDate, deathDate) => {
        const future = birthDate > TODAY || (deathDate !== undefined && deathDate > TODAY);
        const backwards = deathDate !== undefined && deathDate < birthDate;
        const expected = !future && !backwards;
        expect(basics.safeParse({ ...BASICS, birthDate, deathDate: deathDate ?? "" }).success).toBe(expected);
        expect(honoree.safeParse({ name: "Ana", gender: "Mulher", birthDate, deathDate }).success).toBe(expected);
      }),
      { seed: 20261120 },
    );
  });

  it("refuse a day that is not on the calendar with 'Informe uma data válida.'", () => {
    const basics = FORM_PARTS.basics.schema(TODAY);
    const notADay = fc.oneof(
      fc.string({ maxLength: 12 }).filter((v) => v.trim() !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(v.trim())),
      fc.constantFrom("2023-02-30", "2021-13-01", "1799-12-31", "2024-00-10"),
    );
    fc.assert(
      fc.property(notADay, (deathDate) => {
        const parsed = basics.safeParse({ ...BASICS, deathDate });
        expect(parsed.success).toBe(false);
        expect(parsed.error!.issues.map((i) => i.message)).toContain("Informe uma data válida.");
      }),
      { seed: 20261120 },
    );
  });
});
