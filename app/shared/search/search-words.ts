import { foldText } from "~/shared/format/format";
import { searchKey } from "./search-key";

export const MAX_TERM_LENGTH = 100;
/** More words than this add nothing but index work. */
const MAX_WORDS = 6;
/** Words that join names ('Maria da Silva'): left out of a term that has other words. */
const JOINING_WORDS = new Set(["da", "das", "de", "do", "dos", "e"]);

/** The shortest spelling key a search looks for; a shorter one leaves the word as typed. */
const MIN_KEY_LENGTH = 3;

/** One word of a search: as typed (folded like the stored text) and its spelling key (decision 051). */
export interface SearchWord {
  /** Lower case, no accents, no leading '@': matched in the name, nickname, username or city. */
  typed: string;
  /**
   * The spelling key of the word ('lourdes' → 'lurdes', 'lucia' → 'lusia', 'lourd' → 'lurd'); the
   * word as typed when that key would be shorter than 3 letters.
   */
  key: string;
}

/**
 * The words of a search, folded like the stored search text (lower case, no accents, no leading
 * @), without the joining words 'da', 'de', 'dos'... when other words remain: 'maria da silva' finds
 * 'Maria Silva' too.
 */
export function searchWords(term: string): SearchWord[] {
  const words = foldText(term.slice(0, MAX_TERM_LENGTH))
    .split(/[\s|]+/)
    .map((word) => word.replace(/^@+/, ""))
    .filter(Boolean);
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word));
  return [...new Set(meaningful.length ? meaningful : words)].slice(0, MAX_WORDS).map((typed) => {
    // A key shorter than a trigram finds too much, and no index can narrow it: the word as typed then.
    const key = searchKey(typed);
    return { typed, key: key.length >= MIN_KEY_LENGTH ? key : typed };
  });
}

/** How close a stored search text must be, word for word, to be suggested (pg_trgm's word_similarity). */
export const SUGGESTION_THRESHOLD = 0.4;
/** Candidates ranked for suggestions: a bound on the work when a common word makes many close enough. */
export const SUGGESTION_CANDIDATES = 300;

/** The spelling key of a whole term, for the closest-name suggestions ('' when nothing is left). */
export function suggestionKey(term: string): string {
  return searchWords(term)
    .map((word) => searchKey(word.typed))
    .filter(Boolean)
    .join(" ");
}
