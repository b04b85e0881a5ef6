/**
 * Product search, done by the database (migrations 0006 and 0007). Every name and description in every
 * language is kept folded (any case, no accents, Arabic without vowel marks) and matched by trigrams.
 * A query finds the products that hold each of its words, or a part of it. When none does, each word is
 * looked up among the words the catalogue holds with one typo's room (trigrams pick the candidates, and a
 * candidate must start within one edit of the word: Levenshtein), and the search runs again with them, so
 * that "sandales" finds "Sandals" and "jeen" finds "jeans", while "straight" does not find "light".
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/connection";
import { products, productSearch, searchWords as knownWords } from "~/db/schema";
import { LIKE_ESCAPE, LIKE_SPECIALS } from "~/lib/search-pattern";

/** Words of a query used; more would only narrow the answer to nothing. */
export const SEARCH_WORDS_MAX = 8;
/**
 * The word similarity (pg_trgm) at or above which a known word is a candidate for a word typed with a typo:
 * "jeen" against "jeans" is 0.4, "sandales" against "sandals" 0.67.
 */
export const TYPO_SIMILARITY = 0.35;
/** Shorter words have too few letters to tell a typo from another word: they match as typed only. */
const TYPO_MIN_LENGTH = 4;
/** Known words tried for one word typed with a typo, closest first. */
const TYPO_SPELLINGS_MAX = 10;

export function searchWords(q: string): string[] {
  const words = q.split(/[\s,;:!?()"«»]+/u).filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * A LIKE pattern for the folded texts holding a word: the word folded by the database's own search_fold first,
 * then LIKE's characters escaped. Escaped before the folding, a `％` typed became a live `%` (app/lib/search-pattern.ts).
 */
function foldedContainsPattern(word: string): SQL {
  let escaped = sql`search_fold(${word})`;
  for (const special of LIKE_SPECIALS) escaped = sql`replace(${escaped}, ${special}, ${LIKE_ESCAPE + special})`;
  return sql`'%' || ${escaped} || '%'`;
}

/** Each word (by any of its spellings) is somewhere in the column's text. */
function holdsEvery(column: AnyPgColumn, spellings: string[][]): SQL | undefined {
  return and(...spellings.map((alternatives) => or(...alternatives.map((word) => sql`${column} like ${foldedContainsPattern(word)}`))));
}

/**
 * A search, for a query on products joined with their search texts (`searchJoin`): the join lets one pass
 * over the matching rows both filter and rank them. (A subquery per product for the ranking, and a second
 * pass to count, made a search grow with the number of matches twice over.)
 */
export interface ProductMatch {
  /** The products that match: a WHERE on product_search. */
  condition: SQL;
  /** Products whose name (in any language) holds the words first, for an ORDER BY. */
  namesFirst: SQL;
}

export const searchJoin = eq(productSearch.productId, products.id);

function productMatch(spellings: string[][]): ProductMatch {
  return {
    condition: holdsEvery(productSearch.text, spellings)!,
    namesFirst: sql`${holdsEvery(productSearch.names, spellings)} desc`,
  };
}

/** The products holding every word of the query as typed (or a part of it); null for a query without words. */
export function searchAsTyped(q: string): ProductMatch | null {
  const words = searchWords(q);
  return words.length ? productMatch(words.map((word) => [word])) : null;
}

/**
 * The same search with one typo's room in each word, or null when a word resembles nothing the catalogue
 * holds (then nothing can match every word).
 */
export async function searchWithTypos(db: Db, q: string): Promise<ProductMatch | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return db.transaction(async (tx) => {
    // `<%` reads its threshold from this setting: for this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    const spellings: string[][] = [];
    for (const word of words) {
      if (word.length < TYPO_MIN_LENGTH) {
        spellings.push([word]);
        continue;
      }
      const folded = sql`search_fold(${word})`;
      const known = await tx
        .select({ word: knownWords.word })
        .from(knownWords)
        .where(sql`${folded} <% ${knownWords.word} and levenshtein(left(${knownWords.word}, length(${folded})), ${folded}) <= 1`)
        .orderBy(sql`word_similarity(${folded}, ${knownWords.word}) desc`)
        .limit(TYPO_SPELLINGS_MAX);
      if (known.length === 0) return null;
      spellings.push(known.map((row) => row.word));
    }
    return productMatch(spellings);
  });
}
