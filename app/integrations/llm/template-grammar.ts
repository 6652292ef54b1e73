import type { BiographyGender, BiographyRelative } from "./provider";

/** FNV-1a over the text, then mulberry32: the same facts always draw the same wording. */
export function seededRandom(seedText: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) {
    hash ^= seedText.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)]!;
}

/** Masculine, feminine or gender-free wording ('Outro' is shown as 'Não declarante'). */
export function byGender(gender: BiographyGender | undefined, masculine: string, feminine: string, free: string) {
  if (gender === "Homem") return masculine;
  if (gender === "Mulher") return feminine;
  return free;
}

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real yyyy-MM-dd date, or undefined. */
export function parseDate(text: string | undefined): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** "12 de março de 1945" ("1º de maio de 1950" on the first day, as Brazilians write it). */
export function longDate(date: CalendarDate): string {
  return `${date.day === 1 ? "1º" : date.day} de ${MONTHS[date.month - 1]} de ${date.year}`;
}

/** Whole years between two dates, or undefined when the second comes first. */
export function yearsBetween(from: CalendarDate, to: CalendarDate): number | undefined {
  let years = to.year - from.year;
  if (to.month < from.month || (to.month === from.month && to.day < from.day)) years -= 1;
  return years >= 0 ? years : undefined;
}

/** "aos 78 anos", "com um ano de idade", "com poucos meses de vida". */
export function atAge(age: number): string {
  if (age >= 2) return `aos ${age} anos`;
  return age === 1 ? "com um ano de idade" : "com poucos meses de vida";
}

/** "A", "A e B", "A, B e C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { o: "do", a: "da", os: "dos", as: "das", um: "de um", uma: "de uma" },
  em: { o: "no", a: "na", os: "nos", as: "nas", um: "em um", uma: "em uma" },
  por: { o: "pelo", a: "pela", os: "pelos", as: "pelas", um: "por um", uma: "por uma" },
};

/** A preposition before a phrase, contracted with its article: de + "o mar" = "do mar". */
export function withPreposition(preposition: "de" | "em" | "por", phrase: string): string {
  const [first = "", ...rest] = phrase.split(" ");
  const contracted = CONTRACTIONS[preposition]![first.toLowerCase()];
  return contracted && rest.length > 0 ? `${contracted} ${rest.join(" ")}` : `${preposition} ${phrase}`;
}

/** Places that take an article in Portuguese ("no Rio de Janeiro", "na Bahia"). */
const PLACE_ARTICLES: [RegExp, "o" | "a"][] = [
  [/^rio de janeiro\b/i, "o"],
  [/^recife\b/i, "o"],
  [/^rio grande do (sul|norte)\b/i, "o"],
  [/^(paraná|ceará|maranhão|piauí|amazonas|pará|amapá|acre|tocantins|espírito santo|distrito federal)\b/i, "o"],
  [/^(bahia|paraíba)\b/i, "a"],
];

/** "em São Paulo", "no Rio de Janeiro"; also "de" ("de São Paulo", "do Recife"). */
export function placeWith(preposition: "de" | "em", place: string): string {
  const article = PLACE_ARTICLES.find(([pattern]) => pattern.test(place))?.[1];
  return article ? withPreposition(preposition, `${article} ${place}`) : `${preposition} ${place}`;
}

/** An interest as a phrase inside a sentence: a leading capital is dropped unless it is an acronym. */
export function asPhrase(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

const DEGREE_GENDER: Record<string, "m" | "f"> = {
  pai: "m",
  mãe: "f",
  filho: "m",
  filha: "f",
  irmão: "m",
  irmã: "f",
  avô: "m",
  avó: "f",
  neto: "m",
  neta: "f",
  bisneto: "m",
  bisneta: "f",
  tio: "m",
  tia: "f",
  primo: "m",
  prima: "f",
  sobrinho: "m",
  sobrinha: "f",
  esposo: "m",
  esposa: "f",
  marido: "m",
  mulher: "f",
  companheiro: "m",
  companheira: "f",
  cônjuge: "m",
  conjuge: "m",
  genro: "m",
  nora: "f",
  padrasto: "m",
  madrasta: "f",
  enteado: "m",
  enteada: "f",
  amigo: "m",
  amiga: "f",
  padrinho: "m",
  madrinha: "f",
  afilhado: "m",
  afilhada: "f",
  cunhado: "m",
  cunhada: "f",
  sogro: "m",
  sogra: "f",
};

/** "sua filha Maria", "seu cônjuge José", or the name alone when the degree says nothing. */
export function relativePhrase(relative: BiographyRelative): string {
  const degree = relative.degree?.trim().toLowerCase() ?? "";
  const word = degree === "conjuge" ? "cônjuge" : degree;
  const gender = DEGREE_GENDER[degree];
  return gender ? `${gender === "m" ? "seu" : "sua"} ${word} ${relative.name}` : relative.name;
}
