/**
 * SKUs and barcodes of variants (docs/decisions/050): the one source of truth for their format, how a SKU is
 * written (upper case, so two spellings of one code are one code), how one is made up when staff leave it empty,
 * and how a GTIN's check digit is verified. Migration 0019 backfills existing rows with the same rules, in SQL;
 * tests/api/skus-migration.test.ts checks that both agree.
 */
import { ONE_SIZE } from "./sizes";

/** Long enough for a readable code with a suffix, short enough for a label printer's line. */
export const SKU_MAX_LENGTH = 40;

/** Letters A–Z and digits in groups joined by single dashes: `WRAP-MIDI-GRN-M`. */
export const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, digits only. */
export const BARCODE_LENGTHS = [8, 12, 13, 14] as const;

/** A SKU as stored: trimmed and upper case. Staff may type `wrap-midi-grn-m`; it is the same code. */
export function normalizeSku(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidSku(value: string): boolean {
  return value.length > 0 && value.length <= SKU_MAX_LENGTH && SKU_PATTERN.test(value);
}

/** A barcode as stored: the digits as printed, spaces a scanner or a hand may add taken out. */
export function normalizeBarcode(value: string): string {
  return value.replace(/\s+/g, "");
}

/**
 * Whether a GTIN's last digit is its check digit: from the right, digits before it weigh 3, 1, 3, 1…; the check
 * digit brings the weighted sum to a multiple of 10. One rule for every length.
 */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

export type BarcodeProblem = "format" | "check-digit";

/** What is wrong with a barcode as stored (normalizeBarcode), or null when it is a GTIN with a right check digit. */
export function barcodeProblem(value: string): BarcodeProblem | null {
  if (!/^\d+$/.test(value) || !(BARCODE_LENGTHS as readonly number[]).includes(value.length)) return "format";
  return hasValidCheckDigit(value) ? null : "check-digit";
}

/**
 * The GTIN-14 form of a barcode (zeros in front): a UPC-A and the EAN-13 with a leading zero are one product's
 * code, so uniqueness compares this form (the database's index does the same with lpad).
 */
export function gtin14(value: string): string {
  return value.padStart(14, "0");
}

/** Words a product name carries that say nothing of the product. */
const FILLER_WORDS = new Set(["A", "AN", "THE", "OF", "AND", "WITH", "FOR", "IN", "DE", "DU", "DES", "LA", "LE", "LES", "ET", "EN"]);

/** Latin letters without accents, upper case; other scripts drop out (their product gets the P<id> form). */
function foldToWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The first letter, then the consonants, a doubled one once: CLASSIC → CLSC, LEATHER → LTHR. */
function consonants(word: string): string {
  let out = word[0];
  for (const letter of word.slice(1)) if (!"AEIOU".includes(letter) && letter !== out[out.length - 1]) out += letter;
  return out;
}

/** A word of a product name in the code: short words whole, longer ones by their consonants (at least 3 letters). */
function productWordCode(word: string): string {
  if (word.length <= 5 || /^\d+$/.test(word)) return word;
  const short = consonants(word).slice(0, 4);
  return short.length >= 3 ? short : word.slice(0, 4);
}

/** A colour in three letters: GREEN → GRN, NAVY BLUE → NVY; too few consonants, its first letters: RED → RED. */
function colorCode(name: string): string {
  const letters = foldToWords(name).join("");
  if (letters.length === 0) return "";
  const short = consonants(letters).slice(0, 3);
  return short.length >= 3 ? short : letters.slice(0, 3);
}

/** A size in the code: upper case; one size says nothing and is left out. */
function sizeCode(size: string): string {
  return size === ONE_SIZE ? "" : foldToWords(size).join("");
}

export interface SkuSource {
  productId: number;
  productName: string;
  /** The colour's English name; null for a product without colours. */
  colorName: string | null;
  size: string;
}

/**
 * The readable code of a variant before uniqueness: the product name's first two meaningful words, the colour,
 * the size (`WRAP-MIDI-GRN-M`). A name with no Latin letters or digits gives `P<product id>`.
 */
export function skuBase({ productId, productName, colorName, size }: SkuSource): string {
  // A single letter is what an elision leaves ("d'été"): it reads as noise in a code.
  const words = foldToWords(productName).filter((word) => !FILLER_WORDS.has(word) && !/^[A-Z]$/.test(word));
  const product = words.slice(0, 2).map(productWordCode).join("-") || `P${productId}`;
  const parts = [product, colorName === null ? "" : colorCode(colorName), sizeCode(size)].filter((part) => part.length > 0);
  return parts.join("-").slice(0, SKU_MAX_LENGTH).replace(/-+$/, "");
}

/** The n-th candidate for a base: the base itself, then `BASE-2`, `BASE-3`…, cut so that the suffix always fits. */
export function skuCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SKU_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/** The first candidate of a base that `taken` does not hold (codes compared as stored: upper case). */
export function uniqueSku(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = skuCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
