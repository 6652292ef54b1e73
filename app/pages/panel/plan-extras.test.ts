import { describe, expect, it } from "vitest";
import { PLAN_CATALOGUE } from "~/features/plans";
import { planExtras } from "./plan-extras";

const plan = (id: string) => PLAN_CATALOGUE.find((p) => p.id === id)!;
const base = (id: string) => ({
  features: plan(id).features,
  physicalCards: plan(id).physicalCards,
  playlistLink: null,
  gallery: { count: 3, limit: plan(id).photoLimit },
});
const stateOf = (extras: ReturnType<typeof planExtras>, label: RegExp) =>
  extras.find((e) => label.test(e.label))?.state;

describe("the plan's extras and how they stand", () => {
  it("follows the plaque from the missing address to its shipping", () => {
    const platina = base("Platina");
    expect(stateOf(planExtras({ ...platina, plaque: { order: null } }), /^Placa/)).toBe(
      "Falta informar o endereço de envio",
    );
    const toShip = planExtras({ ...platina, plaque: { order: { status: "to_ship", shippedAt: null } } });
    expect(stateOf(toShip, /^Placa/)).toBe("Endereço recebido: a placa será impressa e enviada");
    const shipped = { status: "shipped" as const, shippedAt: "2026-03-10T15:00:00.000Z" };
    expect(stateOf(planExtras({ ...platina, plaque: { order: shipped } }), /^Placa/)).toBe("Enviada em 10/03/2026");
    // An editor does not see the order: only that the plan includes it.
    expect(stateOf(planExtras({ ...platina, plaque: null }), /^Placa/)).toBe("Incluída no plano");
  });

  it("says whether the playlist of a Platina or Diamante memorial exists, and counts photos against the limit", () => {
    const diamante = { ...base("Diamante"), plaque: null };
    expect(stateOf(planExtras(diamante), /^Músicas/)).toBe("Playlist ainda não criada");
    expect(stateOf(planExtras({ ...diamante, playlistLink: "https://open.spotify.com/x" }), /^Músicas/)).toBe(
      "Playlist criada",
    );
    expect(stateOf(planExtras(diamante), /^Fotos/)).toBe("3 de 30 fotos");
    expect(stateOf(planExtras(diamante), /cartões físicos$/)).toBe("Incluídos");
  });

  it("a Free memorial lists its plan card's lines, no plaque and no cards", () => {
    const extras = planExtras({ ...base("Free"), plaque: null });
    expect(extras.map((e) => e.label)).toEqual([...plan("Free").features, "Fotos na galeria"]);
    expect(stateOf(extras, /^Sem placa$/)).toBeNull();
  });
});
