/**
 * Barcodes of the delivery slips, drawn on the server as SVG by bwip-js (no script on the page, sharp at any
 * print resolution). A slip's reference is printed as Code 128, which every carrier's scanner reads.
 */
import bwipjs from "bwip-js/node";

/**
 * The Code 128 barcode of some text as an SVG document (bars only: the slip prints the text itself beside
 * it), hidden from screen readers, which read that text instead.
 */
export function code128Svg(text: string): string {
  const svg = bwipjs.toSVG({ bcid: "code128", text, height: 12, scale: 2, paddingwidth: 4, paddingheight: 2 });
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" class="slip-barcode-svg" ');
}
