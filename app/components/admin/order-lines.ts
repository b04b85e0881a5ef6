/** What the order screens say of an order's lines: their label, and the pieces of each that can still come back. */
import type { I18n } from "~/components/i18n";
import { colorNameIn } from "~/lib/colors";
import type { Locale } from "~/lib/i18n";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";
import type { Order } from "~/lib/types";

/** A line as staff read it: its product, its colour in their language and its size ("one size" left unsaid). */
export function lineLabelOf(line: Pick<Order["products"][number], "name" | "color" | "size">, t: I18n["t"], locale: Locale) {
  const size = line.size && line.size !== ONE_SIZE ? sizeLabel(line.size, t) : null;
  return [line.name, line.color ? colorNameIn(line.color, locale) : null, size].filter(Boolean).join(", ");
}

/**
 * The pieces of each line that can still come back after delivery (docs/decisions/058): those she kept, less those
 * of returns and exchanges not cancelled. The API holds the same rule and checks it again.
 */
export function piecesLeft(order: Pick<Order, "products" | "returns">): Map<number, number> {
  const left = new Map<number, number>();
  for (const line of order.products) {
    if (line.lineId !== undefined) left.set(line.lineId, line.keptQuantity ?? line.quantity);
  }
  for (const ret of order.returns ?? []) {
    if (ret.status === "cancelled") continue;
    for (const piece of ret.lines) left.set(piece.lineId, (left.get(piece.lineId) ?? 0) - piece.quantity);
  }
  return left;
}
