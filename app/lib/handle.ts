/**
 * A product's handle (docs/decisions/051): the name a catalogue file gives the product, as Shopify's `Handle`
 * does. It is how an import finds the product again, so it is unique, made once from the English name and
 * never rewritten by a rename. Migration 0020 gave existing products theirs by the same rules, in SQL;
 * tests/api/handles-migration.test.ts checks that both agree.
 */

/** Long enough for any product name a shop writes, short enough for a spreadsheet's column. */
export const HANDLE_MAX_LENGTH = 80;

/** Lower-case letters a–z and digits in groups joined by single dashes: `wrap-midi-dress`. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a name with no Latin letters or digits gives (an Arabic name, say); uniqueness then numbers it. */
const FALLBACK_HANDLE = "product";

/** A handle as stored: trimmed and lower case. A file may write `Wrap-Midi-Dress`; it is the same product. */
export function normalizeHandle(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidHandle(value: string): boolean {
  return value.length > 0 && value.length <= HANDLE_MAX_LENGTH && HANDLE_PATTERN.test(value);
}

/** The handle a name gives before uniqueness: accents dropped, every run of other characters one dash. */
export function handleBase(name: string): string {
  const folded = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/, "");
  return folded || FALLBACK_HANDLE;
}

/** The n-th candidate for a base: the base itself, then `base-2`, `base-3`…, cut so that the suffix always fits. */
export function handleCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}
