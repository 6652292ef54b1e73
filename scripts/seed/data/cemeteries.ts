/** Demo cemeteries: real names in cities across Brazil; the unbuilt ones have no profiles. */
export const CEMETERIES = [
  { key: "consolacao", name: "Cemitério da Consolação", city: "São Paulo", state: "SP", built: true },
  { key: "santaIzabel", name: "Cemitério Santa Izabel", city: "Belém", state: "PA", built: true },
  { key: "saoJoaoBatistaRj", name: "Cemitério São João Batista", city: "Rio de Janeiro", state: "RJ", built: true },
  { key: "boaSentenca", name: "Cemitério Senhor da Boa Sentença", city: "João Pessoa", state: "PB", built: true },
  {
    key: "saoFranciscoAssis",
    name: "Cemitério São Francisco de Assis",
    city: "Florianópolis",
    state: "SC",
    built: true,
  },
  { key: "bonfim", name: "Cemitério do Bonfim", city: "Belo Horizonte", state: "MG", built: true },
  { key: "campoSanto", name: "Cemitério Campo Santo", city: "Salvador", state: "BA", built: true },
  { key: "saoMiguelAlmas", name: "Cemitério São Miguel e Almas", city: "Porto Alegre", state: "RS", built: true },
  { key: "saoJoaoBatistaCe", name: "Cemitério São João Batista", city: "Fortaleza", state: "CE", built: true },
  {
    key: "saoFranciscoPaula",
    name: "Cemitério Municipal São Francisco de Paula",
    city: "Curitiba",
    state: "PR",
    built: true,
  },
  { key: "saudade", name: "Cemitério da Saudade", city: "Campinas", state: "SP", built: true },
  { key: "santoAmaro", name: "Cemitério Santo Amaro", city: "Recife", state: "PE", built: false },
  { key: "campoEsperanca", name: "Cemitério Campo da Esperança", city: "Brasília", state: "DF", built: false },
  { key: "santoAntonio", name: "Cemitério Santo Antônio", city: "Campo Grande", state: "MS", built: false },
] as const;

export type CemeteryKey = (typeof CEMETERIES)[number]["key"];

/** Mobile area codes (DDD) of the capitals and large cities used by the demo. */
export const AREA_CODES: Record<string, string> = {
  SP: "11",
  RJ: "21",
  MG: "31",
  BA: "71",
  PE: "81",
  CE: "85",
  PA: "91",
  PB: "83",
  SC: "48",
  RS: "51",
  PR: "41",
  DF: "61",
  AM: "92",
  MS: "67",
  GO: "62",
  ES: "27",
  MA: "98",
  RN: "84",
};

/** "na Bahia", "no interior paulista"... as a phrase after a city outside the capital. */
export const STATE_PHRASES: Record<string, string> = {
  SP: "no interior paulista",
  RJ: "no estado do Rio",
  MG: "em Minas Gerais",
  BA: "na Bahia",
  PE: "em Pernambuco",
  CE: "no Ceará",
  PA: "no Pará",
  PB: "na Paraíba",
  SC: "em Santa Catarina",
  RS: "no Rio Grande do Sul",
  PR: "no Paraná",
  DF: "no Distrito Federal",
  AM: "no Amazonas",
  MS: "em Mato Grosso do Sul",
};

/** State capitals: no state phrase after them. */
export const CAPITALS = new Set([
  "São Paulo",
  "Rio de Janeiro",
  "Belo Horizonte",
  "Salvador",
  "Recife",
  "Fortaleza",
  "Belém",
  "João Pessoa",
  "Florianópolis",
  "Porto Alegre",
  "Curitiba",
  "Brasília",
  "Manaus",
  "Campo Grande",
]);

/** Cities said with an article: "no Rio de Janeiro", "no Crato". */
export const CITY_ARTICLE: Record<string, "o" | "a"> = { "Rio de Janeiro": "o", Crato: "o", Recife: "o" };
