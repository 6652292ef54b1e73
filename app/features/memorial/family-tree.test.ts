import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildFamilyTree, placementOf } from "./family-tree";

describe("buildFamilyTree", () => {
  it("puts ancestors above, spouse and siblings beside, descendants below", () => {
    const tree = buildFamilyTree([
      { degree: "Esposa", name: "Dalva" },
      { degree: "Filho", name: "Marcos" },
      { degree: "Neta", name: "Yasmin" },
      { degree: "Mãe", name: "Regina" },
      { degree: "Irmã", name: "Paula" },
      { degree: "Avô", name: "Joaquim" },
      { degree: "Genro", name: "Marek" },
      { degree: "Bisneto", name: "Davi" },
      { degree: "Amigo", name: "Tião" },
      { degree: "filha adotiva", name: "Lia" },
    ]);
    expect(tree.above.map((g) => [g.title, g.members.map((m) => m.name)])).toEqual([
      ["Avós", ["Joaquim"]],
      ["Pais", ["Regina"]],
    ]);
    expect(tree.spouses.map((m) => m.name)).toEqual(["Dalva"]);
    expect(tree.siblings.map((m) => m.name)).toEqual(["Paula"]);
    expect(tree.below.map((g) => [g.title, g.members.map((m) => m.name), g.aside.map((m) => m.name)])).toEqual([
      ["Filhos", ["Marcos", "Lia"], ["Marek"]],
      ["Netos", ["Yasmin"], []],
      ["Bisnetos", ["Davi"], []],
    ]);
    expect(tree.others.map((m) => m.name)).toEqual(["Tião"]);
  });

  it("ignores case and accents in degrees", () => {
    for (const degree of ["MÃE", "mae", "Mãe "]) expect(placementOf(degree)).toEqual({ generation: 1, side: "direct" });
    expect(placementOf("Avó")).toEqual(placementOf("avo"));
  });

  it("places every entry exactly once", () => {
    const degrees = ["Pai", "Mãe", "Filho", "Neta", "Irmão", "Esposo", "Tia", "Sobrinho", "Primo", "Vizinho", "Bisavó"];
    fc.assert(
      fc.property(
        fc.array(fc.record({ degree: fc.constantFrom(...degrees), name: fc.string({ maxLength: 8 }) }), {
          maxLength: 30,
        }),
        (kin) => {
          const tree = buildFamilyTree(kin);
          const placed = [
            ...tree.above.flatMap((g) => [...g.members, ...g.aside]),
            ...tree.spouses,
            ...tree.siblings,
            ...tree.below.flatMap((g) => [...g.members, ...g.aside]),
            ...tree.others,
          ];
          expect(placed).toHaveLength(kin.length);
          expect(tree.empty).toBe(kin.length === 0);
        },
      ),
    );
  });
});
