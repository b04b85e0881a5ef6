/**
 * Reads a PDF back as its reader would, for the tests of the paperwork: its text, and every barcode picture in
 * it decoded from its pixels alone (Code 128, as the delivery slips print references).
 */
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from "@zxing/library";
import { extractImages, extractText, getDocumentProxy } from "unpdf";

// pdf.js hands decoded pictures over with ArrayBuffer.transferToFixedLength, which Node has only from version 21;
// on Node 20 (which the project supports) a copy does the same for a test.
if (!("transferToFixedLength" in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new Uint8Array(length);
      copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy.buffer;
    },
  });
}

/** The PDF's text, its spaces plain (a no-break space of an amount reads back as a space). */
export async function textOf(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s/g, " ") };
}

/** Every Code 128 barcode drawn in the PDF, decoded from its pixels. */
export async function barcodesOf(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(pdf.slice());
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]));
  const found: string[] = [];
  for (let page = 1; page <= document.numPages; page++) {
    for (const image of await extractImages(document, page)) {
      const pixels = grey(image.data, image.width * image.height, image.channels);
      const luminance = new RGBLuminanceSource(pixels, image.width, image.height);
      found.push(reader.decode(new BinaryBitmap(new HybridBinarizer(luminance))).getText());
    }
  }
  return found;
}

/** The picture's pixels as RGBLuminanceSource takes them (one 0xRRGGBB integer each), on white paper. */
function grey(data: Uint8ClampedArray, count: number, channels: number): Int32Array {
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const alpha = channels === 4 ? data[i * 4 + 3] / 255 : 1;
    const value = channels >= 3 ? (data[i * channels] + data[i * channels + 1] + data[i * channels + 2]) / 3 : data[i * channels];
    const level = Math.round(value * alpha + 255 * (1 - alpha));
    out[i] = (level << 16) | (level << 8) | level;
  }
  return out;
}
