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

/**
 * The same barcode as a black-and-white PNG, for the PDFs: at three pixels a module it prints sharp on a
 * label printer and a scanner (or a test) reads it back from the picture alone.
 */
export function code128Png(text: string): Promise<Buffer> {
  // White behind the bars: a transparent picture is left to each viewer and printer to fill.
  return bwipjs.toBuffer({ bcid: "code128", text, height: 12, scale: 3, paddingwidth: 6, paddingheight: 2, backgroundcolor: "FFFFFF" });
}
