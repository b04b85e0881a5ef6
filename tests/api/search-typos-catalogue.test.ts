import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleBase, handleCandidate } from "~/lib/handle";
import { demoProducts } from "~/db/demo/catalog";
import { demoProductTranslations } from "~/db/demo/product-translations";
import { products } from "~/db/schema";
import { letterCount, ONE_TYPO_FROM } from "~/lib/search-typos";
import { createTestApi, type TestApi } from "./harness";

/**
 * Every word of five letters or more in the demo catalogue's names, in English, French and Arabic, typed with
 * each kind of typo at a position other than the first letter: at least 98% must find their product, and every
 * word typed right must. The letters and positions come from a fixed seed, so every run types the same queries.
 */
let t: TestApi;
/** A product's id, and the words of its names as written and as the database folds them. */
const named: { id: number; words: { written: string; folded: string }[] }[] = [];

/** What separates words, as the trigger that keeps `search_words` splits the folded texts (migration 0011). */
const SEPARATORS = /[\s.,;:!?()"«»/'-]+/u;

beforeAll(async () => {
  t = await createTestApi();
  const db = t.database.db;
  // Straight into the table, without pictures: search reads names and descriptions only.
  const rows = await db
    .insert(products)
    .values(
      demoProducts.map((p, index) => ({
        name: p.name,
        handle: handleCandidate(handleBase(p.name), index + 1),
        price: p.price,
        quantity: p.quantity,
        description: p.description,
        type: p.type,
        category: p.category,
        translations: demoProductTranslations[p.name] ?? {},
      })),
    )
    .returning({ id: products.id, name: products.name, translations: products.translations });
  for (const row of rows) {
    const written = [row.name, row.translations.fr?.name ?? "", row.translations.ar?.name ?? ""]
      .flatMap((name) => name.split(SEPARATORS))
      .filter((word) => word.length > 0);
    const [{ folded }] = (
      await db.execute<{ folded: string[] }>(
        sql`select json_build_array(${sql.join(
          written.map((word) => sql`search_fold(${word})`),
          sql`, `,
        )}) as folded`,
      )
    ).rows;
    const words = written
      .map((word, i) => ({ written: word, folded: folded[i] }))
      .filter((word) => letterCount(word.folded) >= ONE_TYPO_FROM);
    named.push({ id: row.id, words });
  }
});
afterAll(() => t.close());

/** About 1,900 searches in a file: more time than one test's default, on a busy machine. */
const MANY_SEARCHES_MS = 300_000;

/** A small seeded generator (mulberry32), so that the typos are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const LATIN = [..."abcdefghijklmnopqrstuvwxyz"];
/** The Arabic letters as folded: one alef, no taa marbuta or alef maqsura. */
const ARABIC = [..."ابتثجحخدذرزسشصضطظعغفقكلمنهوي"];

type Kind = "added" | "left out" | "changed" | "swapped";
const KINDS: Kind[] = ["added", "left out", "changed", "swapped"];

/** The word with one typo of the kind, never at its first letter; null when the word has no room for it. */
function typo(word: string, kind: Kind, random: () => number): string | null {
  const letters = [...word];
  const alphabet = /[\u0600-\u06FF]/u.test(word) ? ARABIC : LATIN;
  const between = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const otherLetter = (not: string) => {
    const choices = alphabet.filter((letter) => letter !== not);
    return choices[Math.floor(random() * choices.length)];
  };
  const at = (position: number, replaced: number, ...inserted: string[]) =>
    [...letters.slice(0, position), ...inserted, ...letters.slice(position + replaced)].join("");
  switch (kind) {
    case "added":
      return at(between(1, letters.length), 0, alphabet[Math.floor(random() * alphabet.length)]);
    case "left out":
      return at(between(1, letters.length - 1), 1);
    case "changed": {
      const position = between(1, letters.length - 1);
      return at(position, 1, otherLetter(letters[position]));
    }
    case "swapped": {
      const positions = letters.map((_, i) => i).filter((i) => i >= 1 && i + 1 < letters.length && letters[i] !== letters[i + 1]);
      if (positions.length === 0) return null;
      const position = positions[Math.floor(random() * positions.length)];
      return at(position, 2, letters[position + 1], letters[position]);
    }
  }
}

const answers = new Map<string, number[]>();
async function find(query: string): Promise<number[]> {
  const known = answers.get(query);
  if (known) return known;
  const res = await t.call("GET", `/api/products?q=${encodeURIComponent(query)}&sort=relevance&lang=en`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ids = (res.body as { id: number }[]).map((p) => p.id);
  answers.set(query, ids);
  return ids;
}

describe("search over every word of the demo catalogue's names", () => {
  it(
    "finds every product by each word of its names typed right",
    async () => {
      const missed: string[] = [];
      let queries = 0;
      for (const product of named) {
        for (const word of product.words) {
          queries += 1;
          if (!(await find(word.written)).includes(product.id)) missed.push(word.written);
        }
      }
      console.log(`search exact words: ${queries} queries, ${queries - missed.length} found`);
      expect(queries).toBeGreaterThan(200);
      expect(missed).toEqual([]);
    },
    MANY_SEARCHES_MS,
  );

  it(
    "finds at least 98% of them typed with one typo of each kind",
    async () => {
      const random = seeded(32);
      const tally = new Map<Kind, { queries: number; found: number }>(KINDS.map((kind) => [kind, { queries: 0, found: 0 }]));
      const missed: string[] = [];
      for (const product of named) {
        for (const word of product.words) {
          for (const kind of KINDS) {
            const typed = typo(word.folded, kind, random);
            if (typed === null || typed === word.folded) continue;
            const count = tally.get(kind)!;
            count.queries += 1;
            if ((await find(typed)).includes(product.id)) count.found += 1;
            else missed.push(`${typed} (${word.folded}, ${kind})`);
          }
        }
      }
      const queries = [...tally.values()].reduce((sum, count) => sum + count.queries, 0);
      const found = [...tally.values()].reduce((sum, count) => sum + count.found, 0);
      console.log(`search typos: ${queries} queries, ${found} found`);
      console.log(`  by kind: ${KINDS.map((kind) => `${kind} ${tally.get(kind)!.found}/${tally.get(kind)!.queries}`).join(", ")}`);
      if (missed.length) console.log(`  missed: ${missed.join("; ")}`);
      expect(queries).toBeGreaterThan(800);
      expect(found / queries).toBeGreaterThanOrEqual(0.98);
    },
    MANY_SEARCHES_MS,
  );
});
