import { foldText } from "~/shared/format/format";

export interface Relative {
  degree: string;
  name: string;
  /** 'Mensagem aos familiares', shown beside the relative (decision 045). */
  message?: string | null;
}

/** Where a degree of kinship sits: its generation (+ above, − below) and whether it is in the direct line. */
interface Placement {
  generation: number;
  side: "direct" | "spouse" | "aside";
}

/** Folded first word of the degree → placement. Plurals and both genders are listed. */
const DEGREES: Record<string, Placement> = {};
const place = (words: string[], generation: number, side: Placement["side"] = "direct") => {
  for (const word of words) DEGREES[word] = { generation, side };
};
place(["tataravo", "tataravos", "tatarava"], 4);
place(["bisavo", "bisavos", "bisava"], 3);
place(["avo", "avos", "ava"], 2);
place(["pai", "mae", "pais", "maes", "padrasto", "madrasta"], 1);
place(["sogro", "sogra", "sogros", "tio", "tia", "tios", "tias"], 1, "aside");
place(
  ["esposa", "esposo", "marido", "mulher", "conjuge", "companheiro", "companheira", "noivo", "noiva", "viuvo", "viuva"],
  0,
  "spouse",
);
place(
  [
    "irmao",
    "irma",
    "irmaos",
    "irmas",
    "meio-irmao",
    "meia-irma",
    "cunhado",
    "cunhada",
    "cunhados",
    "primo",
    "prima",
    "primos",
  ],
  0,
  "aside",
);
place(["filho", "filha", "filhos", "filhas", "enteado", "enteada", "enteados"], -1);
place(
  ["genro", "nora", "genros", "noras", "sobrinho", "sobrinha", "sobrinhos", "sobrinhas", "afilhado", "afilhada"],
  -1,
  "aside",
);
place(["neto", "neta", "netos", "netas"], -2);
place(["bisneto", "bisneta", "bisnetos", "bisnetas"], -3);
place(["tataraneto", "tataraneta", "tataranetos"], -4);

const TITLES: Record<number, string> = {
  4: "Tataravós",
  3: "Bisavós",
  2: "Avós",
  1: "Pais",
  [-1]: "Filhos",
  [-2]: "Netos",
  [-3]: "Bisnetos",
  [-4]: "Tataranetos",
};

const ASIDE_LABELS: Record<number, string> = {
  1: "Tios e sogros",
  [-1]: "Genros, noras e sobrinhos",
};

export interface Generation {
  level: number;
  title: string;
  /** The direct line: parents, children, grandchildren... */
  members: Relative[];
  /** The same generation beside the line: uncles, in-laws, nephews. */
  aside: Relative[];
  asideLabel: string;
}

export interface FamilyTree {
  /** Oldest first, down to the parents. */
  above: Generation[];
  spouses: Relative[];
  siblings: Relative[];
  /** Children first, down to the youngest. */
  below: Generation[];
  /** Degrees the tree cannot place (friends, godparents...). */
  others: Relative[];
  empty: boolean;
}

export function placementOf(degree: string): Placement | undefined {
  const word = foldText(degree).split(/\s+/)[0] ?? "";
  return DEGREES[word];
}

/**
 * Arranges the kinship entries as a tree by generation: ancestors above, spouse and siblings
 * beside the person, descendants below, in the order the family wrote them within each group.
 */
export function buildFamilyTree(kinship: Relative[]): FamilyTree {
  const levels = new Map<number, Generation>();
  const tree: FamilyTree = { above: [], spouses: [], siblings: [], below: [], others: [], empty: kinship.length === 0 };
  for (const relative of kinship) {
    const placement = placementOf(relative.degree);
    if (!placement) {
      tree.others.push(relative);
    } else if (placement.generation === 0) {
      (placement.side === "spouse" ? tree.spouses : tree.siblings).push(relative);
    } else {
      const level = placement.generation;
      let generation = levels.get(level);
      if (!generation) {
        generation = { level, title: TITLES[level]!, members: [], aside: [], asideLabel: ASIDE_LABELS[level] ?? "" };
        levels.set(level, generation);
      }
      (placement.side === "aside" ? generation.aside : generation.members).push(relative);
    }
  }
  const sorted = [...levels.values()].sort((a, b) => b.level - a.level);
  tree.above = sorted.filter((g) => g.level > 0);
  tree.below = sorted.filter((g) => g.level < 0);
  return tree;
}
