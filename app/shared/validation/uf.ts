/** The 27 federative units of Brazil: two-letter code (UF) and name. */
export const BRAZILIAN_STATES = [
  { uf: "AC", name: "Acre" },
  { uf: "AL", name: "Alagoas" },
  { uf: "AP", name: "Amapá" },
  { uf: "AM", name: "Amazonas" },
  { uf: "BA", name: "Bahia" },
  { uf: "CE", name: "Ceará" },
  { uf: "DF", name: "Distrito Federal" },
  { uf: "ES", name: "Espírito Santo" },
  { uf: "GO", name: "Goiás" },
  { uf: "MA", name: "Maranhão" },
  { uf: "MT", name: "Mato Grosso" },
  { uf: "MS", name: "Mato Grosso do Sul" },
  { uf: "MG", name: "Minas Gerais" },
  { uf: "PA", name: "Pará" },
  { uf: "PB", name: "Paraíba" },
  { uf: "PR", name: "Paraná" },
  { uf: "PE", name: "Pernambuco" },
  { uf: "PI", name: "Piauí" },
  { uf: "RJ", name: "Rio de Janeiro" },
  { uf: "RN", name: "Rio Grande do Norte" },
  { uf: "RS", name: "Rio Grande do Sul" },
  { uf: "RO", name: "Rondônia" },
  { uf: "RR", name: "Roraima" },
  { uf: "SC", name: "Santa Catarina" },
  { uf: "SP", name: "São Paulo" },
  { uf: "SE", name: "Sergipe" },
  { uf: "TO", name: "Tocantins" },
] as const;

export type Uf = (typeof BRAZILIAN_STATES)[number]["uf"];

const CODES = new Set<string>(BRAZILIAN_STATES.map((s) => s.uf));

/** True for a two-letter UF in any case ("sp", "SP"). */
export function isUf(value: unknown): value is string {
  return typeof value === "string" && CODES.has(value.trim().toUpperCase());
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^(estado d[aoe]s?)\s+/, "")
    .trim();

const BY_NAME = new Map<string, Uf>(BRAZILIAN_STATES.map((s) => [fold(s.name), s.uf]));

/** "São Paulo", "sao paulo", "Estado do Pará" → the UF; anything else → null. */
export function ufFromStateName(name: string | null | undefined): Uf | null {
  if (!name) return null;
  return BY_NAME.get(fold(name)) ?? null;
}
