/**
 * How many typos product search forgives, in one place: the search model (app/models/search.server.ts) and its
 * tests read these rules from here. A typo is one letter added, left out, changed, or two neighbouring letters
 * swapped (the optimal string alignment distance, as Meilisearch, Typesense and Algolia count them).
 *
 * The room is decided by the length of the catalogue's word, the one the shopper meant, not by what was typed:
 * "dress" with a letter left out is typed "drss", four letters, and must still find the dress. So a word typed
 * with four letters is forgiven only one left-out letter of a five-letter word, and shorter words none at all;
 * otherwise short words match as typed, or as the start of a word, only.
 */

/** A catalogue word of this many letters or more forgives one typo. */
export const ONE_TYPO_FROM = 5;
/** A catalogue word of this many letters or more forgives two. */
export const TWO_TYPOS_FROM = 9;
/** The most typos any word forgives. */
export const TYPOS_MAX = 2;
/** A typed word shorter than this is never a typo: the shortest word with room, less one left-out letter. */
export const TYPO_TYPED_MIN = ONE_TYPO_FROM - 1;

/** Letters of a text as the database counts them (code points), not UTF-16 units. */
export function letterCount(word: string): number {
  return [...word].length;
}

/** How many typos a catalogue word of `length` letters forgives. */
export function typosAllowed(length: number): number {
  return length >= TWO_TYPOS_FROM ? 2 : length >= ONE_TYPO_FROM ? 1 : 0;
}

/**
 * The optimal string alignment distance between two words (insertions, deletions, substitutions and swaps of
 * neighbouring letters, each one edit), or `max + 1` as soon as it must exceed `max`. Counted on code points,
 * so that an Arabic or accented letter is one letter.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the classic table: the one before the previous is needed for a swap.
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length], max + 1);
}

/** Whether a typed word may be the catalogue's `known` word with typos, by the rules above. */
export function isTypoOf(typed: string, known: string): boolean {
  const allowed = typosAllowed(letterCount(known));
  if (allowed === 0 || letterCount(typed) < TYPO_TYPED_MIN) return false;
  const distance = typoDistance(typed, known, allowed);
  return distance > 0 && distance <= allowed;
}
