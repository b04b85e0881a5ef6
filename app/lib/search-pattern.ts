/**
 * LIKE patterns for the lists' searches, in one place. A search means the text typed, so LIKE's own characters
 * in it (its escape `\` and its wildcards `%` and `_`) are escaped: "50%" finds "50%", not every price from 50.
 *
 * The escaping must come after any folding the query goes through. The product search compares folded texts
 * (search_fold: unaccent, lower case, Arabic folding), and unaccent turns full-width and small forms into LIKE's
 * characters: `％` and `﹪` into `%`, `＿` into `_`, `＼`, `﹨` and `∖` (set minus) into `\`. Escaped before that
 * folding, `％` came out of it as a live wildcard and matched every product. NFKC normalisation in JavaScript
 * would not be the same folding (it leaves `∖` alone, which unaccent makes a `\`), so the product search folds
 * the query with the database's own search_fold and escapes the folded text there, with LIKE_SPECIALS below
 * (app/models/search.server.ts). Columns compared as stored (ILIKE on names, references, subjects) take containsPattern.
 */

/** LIKE's escape character first: escaping it after the wildcards would double the escapes just added. */
export const LIKE_ESCAPE = "\\";
export const LIKE_SPECIALS = [LIKE_ESCAPE, "%", "_"] as const;

/** The text with LIKE's special characters escaped, so that it matches only itself. */
export function escapeLike(text: string): string {
  let escaped = text;
  for (const special of LIKE_SPECIALS) escaped = escaped.split(special).join(`${LIKE_ESCAPE}${special}`);
  return escaped;
}

/** A pattern matching any text that holds `q` as typed, for a column compared as it is stored. */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}
