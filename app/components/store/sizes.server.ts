/**
 * Sizes as the storefront's loaders and actions show them. The labels are written here, in the page's
 * language, so that the pages' JavaScript carries neither the size sets nor their rules (the storefront's
 * budget is nearly spent); app/lib/sizes.ts stays the one source of truth.
 */
import type { Locale } from "~/lib/i18n";
import { compareSizes, firstSizeInStock, hasSizeChoice, lowSizes, sizeLabel, totalStock, type SizeStock } from "~/lib/sizes";
import { translate } from "~/lib/texts.server";
import type { ProductColor } from "~/lib/types";

/** How a size reads on a page in this language (M, 38, "2–3 ans", "مقاس واحد"). */
export function sizeLabelIn(locale: Locale, size: string): string {
  return sizeLabel(size, (id, params) => translate(locale, id, params));
}

/** One radio of the product page's size picker, its words written here so the page's code stays small. */
export interface SizeChoice {
  size: string;
  label: string;
  /** "sold out", or "Only 2 left" when the stock is at or below the low-stock threshold. */
  note: string | null;
  soldOut: boolean;
  /**
   * The size the address asks for (`?size=`) when it has stock, else the first size in stock: SPEC's Add to cart
   * takes one click, so one is already chosen.
   */
  chosen: boolean;
}

/**
 * The product page's size picker, or null when the product comes in one size (no picker, as before sizes).
 * `requested` is the size of the page's address (the feeds' links name one): chosen when it is one of these sizes
 * and has stock; an unknown or sold-out size is not an error, the first size in stock is chosen instead.
 */
export function sizeChoicesOf(
  sizes: readonly SizeStock[] | undefined,
  locale: Locale,
  lowStockThreshold: number,
  requested?: string,
): SizeChoice[] | null {
  if (!sizes || !hasSizeChoice(sizes)) return null;
  const chosen = sizes.some((row) => row.size === requested && row.quantity > 0) ? requested : firstSizeInStock(sizes);
  const low = lowSizes(sizes, lowStockThreshold);
  return [...sizes]
    .sort((a, b) => compareSizes(a.size, b.size))
    .map((row) => ({
      size: row.size,
      label: sizeLabelIn(locale, row.size),
      note:
        row.quantity <= 0
          ? translate(locale, "size.soldOut")
          : low.includes(row)
            ? translate(locale, "size.fewLeft", { count: row.quantity })
            : null,
      soldOut: row.quantity <= 0,
      chosen: row.size === chosen,
    }));
}

/** The sold-out sizes a shopper may ask a back-in-stock alert for (docs/decisions/060), in size order, labelled here. */
export function soldOutSizesOf(sizes: readonly SizeStock[] | undefined, locale: Locale): { size: string; label: string }[] {
  return (sizes ?? [])
    .filter((row) => row.quantity <= 0)
    .sort((a, b) => compareSizes(a.size, b.size))
    .map((row) => ({ size: row.size, label: sizeLabelIn(locale, row.size) }));
}

export type SizeCheck = { ok: true; size: string | undefined } | { ok: false; status: 400 | 409; message: string };

/**
 * The size an Add to cart post may put in the cart, checked against the product as it is now: a product with
 * a size choice needs one of its sizes that has stock (a stale page or a crafted form may send anything);
 * a product in one size takes that size whatever was posted.
 */
export function checkPostedSize(sizes: readonly SizeStock[] | undefined, posted: string | undefined, locale: Locale): SizeCheck {
  if (!sizes || !hasSizeChoice(sizes)) return { ok: true, size: sizes?.length === 1 ? sizes[0].size : undefined };
  if (posted === undefined) return { ok: false, status: 400, message: translate(locale, "size.required") };
  const row = sizes.find((candidate) => candidate.size === posted);
  if (!row || row.quantity <= 0) {
    return { ok: false, status: 409, message: translate(locale, "size.unavailable", { size: sizeLabelIn(locale, posted) }) };
  }
  return { ok: true, size: row.size };
}

export type VariantCheck =
  | { ok: true; color: number | undefined; size: string | undefined }
  | { ok: false; field: "color" | "size"; status: 400 | 409; message: string };

/**
 * checkPostedSize for a product that may have colours: the posted colour must be one of the product's (else 400),
 * have stock (else 409), and the size is then checked against that colour's own stock. A product without colours
 * is checked as before, and gets no colour.
 */
export function checkPostedVariant(
  product: { sizes?: readonly SizeStock[]; colors?: readonly ProductColor[] },
  postedColor: number | undefined,
  postedSize: string | undefined,
  locale: Locale,
): VariantCheck {
  const colors = product.colors ?? [];
  if (!colors.length) {
    const size = checkPostedSize(product.sizes, postedSize, locale);
    return size.ok ? { ok: true, color: undefined, size: size.size } : { ...size, field: "size" };
  }
  const color = colors.find((candidate) => candidate.id === postedColor);
  if (!color) return { ok: false, field: "color", status: 400, message: translate(locale, "color.required") };
  if (totalStock(color.sizes) <= 0) {
    return { ok: false, field: "color", status: 409, message: translate(locale, "color.unavailable", { color: color.name }) };
  }
  const size = checkPostedSize(color.sizes, postedSize, locale);
  return size.ok ? { ok: true, color: color.id, size: size.size } : { ...size, field: "size" };
}

/**
 * The size a cart line shows, or null: shown when the product comes in several sizes, and also when the line's
 * size is no longer one of the product's (the order's answer then says why it cannot be sent).
 */
export function cartLineSizeLabel(sizes: readonly SizeStock[] | undefined, size: string | undefined, locale: Locale): string | null {
  if (size === undefined) return null;
  const offered = sizes ?? [];
  return hasSizeChoice(offered) || !offered.some((row) => row.size === size) ? sizeLabelIn(locale, size) : null;
}
