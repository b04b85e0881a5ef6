/**
 * What the cart page shows of each line's colour and stock, worked out on the server in the page's language, so
 * that the page's JavaScript carries neither the rules nor their sentences.
 *
 * A line the order would refuse as it stands (its colour gone, no colour chosen for a product that now has
 * colours, no size chosen for one that now has sizes, a size it lost, its colour and size sold out) is marked here, so that the shopper sees why before she
 * checks out and the checkout is not offered for it; the order's transaction stays the judge of the stock.
 */
import type { ApiClient } from "~/api-client.server";
import type { CartLine } from "~/lib/cart";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import type { ImageRef, Product, ProductColor } from "~/lib/types";
import { translate } from "~/lib/texts.server";
import { apiReasonsIn } from "./forms.server";
import { cartLineSizeLabel } from "./sizes.server";

/** Why a line cannot be ordered as it is. */
export type CartLineProblemKind = "colorNeeded" | "colorGone" | "sizeNeeded" | "sizeGone" | "soldOut";

export interface CartLineProblem {
  kind: CartLineProblemKind;
  /** The sentence the line shows, in the page's language. */
  message: string;
  /** The words of a link to the product's page, where the shopper makes the choice the line lacks; null when none is to make. */
  choose: string | null;
}

export interface CartLineColorView {
  id: number;
  /** In the page's language (the product was read in it), English where it is not translated. */
  name: string;
  hex: string;
}

export interface CartLineView {
  /** The colour of the line, as the product has it now; null for a product without colours or a colour it lost. */
  color: CartLineColorView | null;
  /** The line's pictures: its colour's, else the product's. */
  images: ImageRef[];
  /** The size as the line shows it, or null (see cartLineSizeLabel). */
  sizeLabel: string | null;
  problem: CartLineProblem | null;
}

function problem(kind: CartLineProblemKind, locale: Locale): CartLineProblem {
  const id = {
    colorNeeded: "cart.colorNeeded",
    colorGone: "cart.colorGone",
    sizeNeeded: "cart.sizeNeeded",
    sizeGone: "cart.sizeGone",
    soldOut: "cart.soldOut",
  } as const;
  const choose = kind === "colorNeeded" ? "cart.chooseColor" : kind === "sizeNeeded" ? "cart.chooseSize" : null;
  return {
    kind,
    message: translate(locale, id[kind]),
    choose: choose && translate(locale, choose),
  };
}

/** The stock problem of a line in one set of sizes (a colour's, or a colourless product's), or null. */
function stockProblem(sizes: Product["sizes"], line: CartLine, locale: Locale): CartLineProblem | null {
  const offered = sizes ?? [];
  // A line from before sizes is the product's one size, when it has only one; else which size is hers to say.
  if (line.size === undefined && offered.length !== 1) return problem("sizeNeeded", locale);
  const row = line.size === undefined ? offered[0] : offered.find((r) => r.size === line.size);
  if (!row) return problem("sizeGone", locale);
  // A line asking more than is left stays orderable as it is: the order refuses it, naming the product, its
  // colour and size without telling how many are left, and the stock may have come back by then.
  return row.quantity <= 0 ? problem("soldOut", locale) : null;
}

/** A cart line's colour, picture and problem, against the product as the API answers it now. */
export function cartLineView(product: Product, line: CartLine, locale: Locale): CartLineView {
  const colors: ProductColor[] = product.colors ?? [];
  const colorless = (found: CartLineProblem | null): CartLineView => ({
    color: null,
    images: product.images,
    sizeLabel: cartLineSizeLabel(product.sizes, line.size, locale),
    problem: found,
  });
  if (!colors.length) {
    // A colour kept for a product that has none (a tampered cookie, or its colours were all removed).
    return colorless(line.color === undefined ? stockProblem(product.sizes, line, locale) : problem("colorGone", locale));
  }
  // A line written before the product had colours: which one she wants is hers to say.
  if (line.color === undefined) return colorless(problem("colorNeeded", locale));
  const color = colors.find((candidate) => candidate.id === line.color);
  if (!color) return colorless(problem("colorGone", locale));
  return {
    color: { id: color.id, name: color.name, hex: color.hex },
    images: color.images.length ? color.images : product.images,
    sizeLabel: cartLineSizeLabel(color.sizes, line.size, locale),
    problem: stockProblem(color.sizes, line, locale),
  };
}

/**
 * The order's refusal in the shopper's language. The API names products and colours in English: they are read
 * in English once more here (only when an order is refused) to put the page's names in their place.
 */
export async function orderReasonsIn(
  english: ApiClient,
  locale: Locale,
  messages: readonly string[],
  lines: readonly { product: Pick<Product, "id" | "name">; color: CartLineColorView | null }[],
): Promise<string[]> {
  if (locale === DEFAULT_LOCALE) return apiReasonsIn(locale, messages);
  const ids = [...new Set(lines.map((line) => line.product.id))];
  const answers = await Promise.all(ids.map((id) => english.products.single(id)));
  const names: Record<string, string> = {};
  for (const line of lines) {
    const answer = answers[ids.indexOf(line.product.id)];
    if (!answer.ok) continue;
    names[answer.data.name] = line.product.name;
    const color = line.color && answer.data.colors?.find((candidate) => candidate.id === line.color?.id);
    if (color && line.color) names[color.name] = line.color.name;
  }
  return apiReasonsIn(locale, messages, names);
}
