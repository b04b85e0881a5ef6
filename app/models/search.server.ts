/**
 * Product search, done by the database (migrations 0006, 0007 and 0011). Every name and description in every
 * language is kept folded (any case, no accents, Arabic without vowel marks, one alef, taa marbuta as haa) in
 * `product_search`, matched by trigrams, and every word of it in `search_words`.
 *
 * A query finds the products that hold each of its words, or a part of it, as typed. Only when no product does,
 * its words get a typo's room (app/lib/search-typos.ts): the catalogue's words they may be a typo of are taken
 * with them. So a query without a typo never gets more results than what it names, "emreald" finds "Emerald",
 * and "straight" does not find "light".
 *
 * Best match first: a word found whole before one found as the start of a word, before one found inside a word
 * or through a typo; in names before descriptions within each (docs/decisions/045-search-forgives-typos.md).
 */
import { and, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/connection";
import { productSearch, searchWords as knownWords } from "~/db/schema";
import { escapeLike } from "~/lib/search-pattern";
import { isTypoOf, letterCount, ONE_TYPO_FROM, TWO_TYPOS_FROM, TYPO_TYPED_MIN, typoDistance, TYPOS_MAX } from "~/lib/search-typos";

/** Words of a query used; more would only narrow the answer to nothing. */
export const SEARCH_WORDS_MAX = 8;
/** Catalogue words tried for one word typed with typos, closest first: enough for any real catalogue's neighbours. */
const TYPO_SPELLINGS_MAX = 20;

export function searchWords(q: string): string[] {
  const words = q.split(/[\s,;:!?()"«»]+/u).filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * What separates words in the folded texts: the same characters as the trigger that fills `search_words`
 * (migration 0011), as a bracket expression of PostgreSQL's regular expressions.
 */
const SEPARATOR = `[[:space:].,;:!?()"«»/'-]`;

/** The word as a literal inside a PostgreSQL regular expression. */
function regexLiteral(word: string): string {
  return word.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
}

/** One word of a query: as folded by the database, and the catalogue's words it may be a typo of. */
interface QueryWord {
  folded: string;
  typos: string[];
  /** Whether a text may hold the word as typed; false only for a word that has typos and that no known word holds. */
  asTyped: boolean;
}

/**
 * A search, for a query on `product_search` (alone, or joined with its products): one pass over the matching
 * rows both filters and ranks them.
 */
export interface ProductMatch {
  /** The products that match: a WHERE on product_search. */
  condition: SQL;
  /** Best match first, for an ORDER BY (before the list's own tie-breaks). */
  bestFirst: SQL[];
}

const holdsAny = (column: AnyPgColumn, spellings: string[]): SQL =>
  or(...spellings.map((spelling) => sql`${column} like ${`%${escapeLike(spelling)}%`}`))!;

/**
 * How well a product matches one word: 0 the whole word in a name, 1 in a description, 2 the start of a word in a
 * name, 3 in a description, 4 inside a word or through a typo in a name, 5 in a description. Names are part of
 * `text`, so a name's match is tested first.
 */
function matchTier(word: QueryWord): SQL {
  const literal = regexLiteral(word.folded);
  const whole = `(^|${SEPARATOR})${literal}(${SEPARATOR}|$)`;
  const start = `(^|${SEPARATOR})${literal}`;
  const { names, text } = productSearch;
  return sql`case
    when ${names} ~ ${whole} then 0 when ${text} ~ ${whole} then 1
    when ${names} ~ ${start} then 2 when ${text} ~ ${start} then 3
    when ${holdsAny(names, [word.folded, ...word.typos])} then 4 else 5 end`;
}

function productMatch(words: QueryWord[]): ProductMatch {
  const tiers = words.map(matchTier);
  return {
    condition: and(...words.map((word) => holdsAny(productSearch.text, [...(word.asTyped ? [word.folded] : []), ...word.typos])))!,
    // The worst word decides (every word whole beats any word only started), then the sum breaks ties.
    bestFirst: tiers.length === 1 ? [sql`${tiers[0]}`] : [sql`greatest(${sql.join(tiers, sql`, `)})`, sql`(${sql.join(tiers, sql` + `)})`],
  };
}

/** The query's words folded by the database's own search_fold (the texts were folded by it), empty ones left out. */
async function foldWords(db: Db, q: string): Promise<string[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const [row] = (
    await db.execute<{ folded: string[] }>(
      sql`select json_build_array(${sql.join(
        words.map((word) => sql`search_fold(${word})`),
        sql`, `,
      )}) as folded`,
    )
  ).rows;
  return [...new Set(row.folded.filter((word) => word.length > 0))];
}

/**
 * The catalogue's words that a typed word may be a typo of, closest first (asked only once the query as typed
 * found nothing).
 *
 * The candidates come off the known words' indexes, without reading every known word. One typo cannot reach both
 * ends of a word of five letters, so the word keeps its first two letters or its last two. With two typos (a word
 * of nine letters or more, typed with seven or more), when both ends changed each typo took one end, so the
 * letters from the third to the third from the end are still there in a row, unless a swap took the second and
 * third letters (then the word starts with the first and third letters typed), or the third and second from the
 * end (then it ends with them). Levenshtein's distance then drops the far ones (a swap counts two there, so the
 * bound is twice the typos), and the exact rule, where a swap counts one, keeps the right ones.
 */
async function typosOf(db: Db, folded: string): Promise<string[]> {
  const letters = [...folded];
  const length = letters.length;
  const word = knownWords.word;
  const like = (pattern: string) => sql`${word} like ${pattern}`;
  const startsWith = (...part: string[]) => like(`${escapeLike(part.join(""))}%`);
  const endsWith = (...part: string[]) => like(`%${escapeLike(part.join(""))}`);
  const near = sql`length(${word}) between ${Math.max(ONE_TYPO_FROM, length - TYPOS_MAX)} and ${length + TYPOS_MAX}`;
  const arms = [sql`${startsWith(...letters.slice(0, 2))} and ${near}`, sql`${endsWith(...letters.slice(-2))} and ${near}`];
  if (length >= TWO_TYPOS_FROM - TYPOS_MAX) {
    const long = sql`length(${word}) between ${TWO_TYPOS_FROM} and ${length + TYPOS_MAX}`;
    arms.push(
      sql`${like(`%${escapeLike(letters.slice(2, -2).join(""))}%`)} and ${long}`,
      sql`${startsWith(letters[0], letters[2])} and ${long}`,
      sql`${endsWith(letters[length - 3], letters[length - 1])} and ${long}`,
    );
  }
  const rows = await db
    .select({ word })
    .from(knownWords)
    .where(sql`(${sql.join(arms, sql`) or (`)}) and levenshtein_less_equal(${word}, ${folded}, ${2 * TYPOS_MAX}) <= ${2 * TYPOS_MAX}`);
  return rows
    .map((row) => row.word)
    .filter((known) => isTypoOf(folded, known))
    .map((known) => ({ known, distance: typoDistance(folded, known, TYPOS_MAX) }))
    .sort((a, b) => a.distance - b.distance || (a.known < b.known ? -1 : 1))
    .slice(0, TYPO_SPELLINGS_MAX)
    .map(({ known }) => known);
}

/** A query's search: its words as typed, and, asked only when that finds nothing, its words with their typos. */
export interface ProductSearch {
  asTyped: ProductMatch;
  /**
   * The products holding every word through a typo, for a query that found nothing as typed among the products
   * the list keeps; null when no word of it has a typo in the catalogue (reading again would find nothing more).
   */
  withTypos: () => Promise<ProductMatch | null>;
}

/**
 * The products holding every word of the query as typed (or a part of it) and, when the list finds none of them,
 * with the typos of its words of five letters or more; null for a query without words. So a query the catalogue
 * answers as spelled gets nothing more for the typo room, and one it does not answer is forgiven even when each
 * of its words exists somewhere ("sandales" is a word of a French description, and still finds the sandals named
 * in English). The list asks for the typos only after reading nothing: a query typed right costs no more.
 */
export async function searchProducts(db: Db, q: string): Promise<ProductSearch | null> {
  const folded = await foldWords(db, q);
  if (folded.length === 0) return null;
  return {
    asTyped: productMatch(folded.map((word) => ({ folded: word, typos: [], asTyped: true }))),
    withTypos: async () => {
      const words: QueryWord[] = [];
      for (const word of folded) {
        const typos = letterCount(word) < TYPO_TYPED_MIN ? [] : await typosOf(db, word);
        // A typed word that no known word holds, even inside it, matches no text (unless it spans two words): left
        // out of the search, so that PostgreSQL's planner weighs only the spellings that can match, and keeps to
        // the trigram index (with it, the planner took the OR of both for a scan of every product at 100,000).
        const held = typos.length === 0 || SEPARATORS.test(word) || (await isInsideKnownWord(db, word));
        words.push({ folded: word, typos, asTyped: held });
      }
      return words.some((word) => word.typos.length > 0) ? productMatch(words) : null;
    },
  };
}

/** The separators of SEPARATOR, for JavaScript. */
const SEPARATORS = /[\s.,;:!?()"«»/'-]/u;

async function isInsideKnownWord(db: Db, folded: string): Promise<boolean> {
  const word = knownWords.word;
  return (
    (
      await db
        .select({ word })
        .from(knownWords)
        .where(sql`${word} like ${`%${escapeLike(folded)}%`}`)
        .limit(1)
    ).length > 0
  );
}
