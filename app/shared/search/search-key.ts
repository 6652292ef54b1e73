/**
 * The spelling key of Brazilian names (decision 051): lower case, no accents, and the spelling
 * variants people write for the same sound folded together ('Lourdes' and 'Lurdes', 'Souza' and
 * 'Sousa', 'Luiz' and 'Luis', 'Thereza' and 'Teresa', 'Kelly' and 'Keli', 'Yvonne' and 'Ivone').
 *
 * The same rules run in the database as `search_key(text)` (migration 0030), which fills the stored
 * search columns; a test checks that both give the same key for random names.
 */
import { foldText } from "~/shared/format/format";

/**
 * The rules, applied in this order to the folded text (letters, digits and single spaces). The
 * replacement uses `\1` for the first group, as PostgreSQL's regexp_replace writes it.
 */
export const SEARCH_KEY_RULES: ReadonlyArray<readonly [pattern: string, replacement: string]> = [
  ["([a-z])\\1+", "\\1"], // double letters: Mattos, Anna, Kelly, Lucca
  ["ph", "f"], // Raphael
  ["th", "t"], // Thiago, Thereza
  ["(^| )h", "\\1"], // a silent h at the start: Helena, Hellen
  ["y", "i"], // Yara, Thaynara
  ["w", "v"], // Wagner, Walter
  ["k", "c"], // Kátia, Karina
  ["ou", "u"], // Lourdes, Sousa
  ["c([ei])", "s\\1"], // Graciele, Cecília
  ["([aeiou])z(?=[aeiou])", "\\1s"], // Tereza, Souza, Izabel
  ["z( |$)", "s\\1"], // Luiz, Queiroz
  ["m(?=[^aeiou]|$)", "n"], // a nasal m before a consonant or at the end: Bomfim, Joaquim
  ["([a-z])\\1+", "\\1"], // and the doubles the rules made: Accioly
];

const COMPILED = SEARCH_KEY_RULES.map(
  ([pattern, replacement]) => [new RegExp(pattern, "g"), replacement.replace(/\\(\d)/g, "$$$1")] as const,
);

/** Lower case, no accents, anything but letters and digits a single space. */
export function foldWords(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The spelling key of a text: its folded words with the variant spellings made one. */
export function searchKey(text: string): string {
  let key = foldWords(text);
  for (const [pattern, replacement] of COMPILED) key = key.replace(pattern, replacement);
  return key;
}
