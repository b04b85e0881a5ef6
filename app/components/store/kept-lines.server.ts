/**
 * The lines of a parcel kept in part at the door (docs/decisions/055), named for the shopper's tracking page in its
 * language on the server: the page then carries only strings, and no colour or size code reaches its scripts.
 */
import { colorNameIn } from "~/lib/colors";
import type { Locale } from "~/lib/i18n";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";
import type { TextId } from "~/lib/text-ids";
import { translate } from "~/lib/texts.server";
import type { TrackedKeptLine } from "~/lib/types";

export interface KeptLineLabel {
  /** The product, its colour and its size ("one size" left unsaid), in the page's language. */
  label: string;
  quantity: number;
  keptQuantity: number;
}

export function keptLineLabels(lines: readonly TrackedKeptLine[], locale: Locale): KeptLineLabel[] {
  const say = (id: TextId, params?: Record<string, string | number>) => translate(locale, id, params);
  return lines.map((line) => ({
    label: [
      line.name,
      line.color ? colorNameIn(line.color, locale) : null,
      line.size && line.size !== ONE_SIZE ? sizeLabel(line.size, say) : null,
    ]
      .filter(Boolean)
      .join(", "),
    quantity: line.quantity,
    keptQuantity: line.keptQuantity,
  }));
}
