/**
 * The paperwork's PDFs (delivery slips now, invoices next): pdfkit with the DejaVu Sans fonts, which cover
 * Latin, French accents and Arabic alike, and a text function that lays out mixed-direction lines.
 *
 * Only DejaVu is ever used: pdfkit's own standard fonts are read from its install folder at run time, and one
 * embedded family keeps every document the same in every language.
 */
import { createRequire } from "node:module";
import bidiFactory from "bidi-js";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);

/** The embedded fonts' files, resolved from the dejavu-fonts-ttf package wherever node_modules is. */
export const PDF_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export type PdfDocument = PDFKit.PDFDocument;

/** A millimetre in PDF points. */
export const MM = 72 / 25.4;

export interface PdfOptions {
  /** The page size in points, width then height (A4 unless told). */
  size?: [number, number];
  title?: string;
  author?: string;
  lang?: string;
  /**
   * The file's creation date, now unless told. pdfkit derives the file's identifier from it too, so a document
   * drawn from the same data with the same date comes out byte for byte the same, on any instance, at any time.
   */
  createdAt?: Date;
}

export const A4: [number, number] = [210 * MM, 297 * MM];
export const A6: [number, number] = [105 * MM, 148 * MM];

/**
 * Draws a document and answers its bytes. `draw` adds its own pages after the first (`doc.addPage()`); the
 * document starts with no margins, since the paperwork places everything itself.
 */
export async function renderPdf(options: PdfOptions, draw: (doc: PdfDocument) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size ?? A4,
    margin: 0,
    font: PDF_FONTS.regular,
    lang: options.lang,
    info: { Title: options.title, Author: options.author, Creator: options.author, CreationDate: options.createdAt ?? new Date() },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  try {
    await draw(doc);
  } finally {
    doc.end();
  }
  return done;
}

const bidi = bidiFactory();

/** A piece of a line that reads in one direction, in the order it is drawn from left to right. */
export interface BidiRun {
  text: string;
  rtl: boolean;
}

/**
 * A line's directional runs in visual order (Unicode's bidi algorithm, rule L2, applied to runs rather than
 * characters): the characters inside each run stay in reading order, because the font's shaping needs them
 * so (Arabic letters join only in logical order, and fontkit turns a right-to-left run around itself).
 */
export function bidiRuns(text: string, direction: "ltr" | "rtl" | "auto"): BidiRun[] {
  if (!text) return [];
  const levelsResult = bidi.getEmbeddingLevels(text, direction);
  const { levels } = levelsResult;
  // Rule L4: a bracket in a right-to-left run is drawn as its mirror; fontkit turns the run around but mirrors nothing.
  const mirrored = bidi.getMirroredCharactersMap(text, levelsResult.levels);
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    // The direction marks and isolates have done their work in the levels; the font has nothing to draw for them.
    if (BIDI_CONTROLS.test(text[i])) continue;
    const char = mirrored.get(i) ?? text[i];
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += char;
    else runs.push({ text: char, level: levels[i] });
  }
  if (!runs.length) return [];
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start].level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1].level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const rtl = run.level % 2 === 1;
    // A right-to-left run with no letter of a right-to-left script (spaces, a colon, brackets) is not turned
    // around by the font, so it is turned here: it has no letters that join.
    if (rtl && !RTL_LETTERS.test(run.text)) return { text: [...run.text].reverse().join(""), rtl: false };
    return { text: run.text, rtl };
  });
}

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const RTL_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Text kept left to right inside a line of either direction, as an HTML <bdi dir="ltr"> keeps a telephone number. */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Text that takes its own direction from its first letter inside a line, as an HTML <bdi> does with what a customer typed. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export interface TextOptions {
  x: number;
  y: number;
  /** The box the line sits in; the line is aligned inside it and shrunk to fit it, never wrapped. */
  width: number;
  size: number;
  bold?: boolean;
  /** `start` is the left in a left-to-right document and the right in a right-to-left one; `end` the other side. */
  align?: "start" | "end" | "center";
  /** The document's direction, which decides where `start` is. */
  direction?: "ltr" | "rtl";
  /**
   * The line's own direction for the bidi algorithm: the document's unless told; `auto` takes the first strong
   * letter's, like an HTML <bdi>, for what a customer typed (a Latin address stays whole in an Arabic slip).
   */
  base?: "ltr" | "rtl" | "auto";
  color?: string;
}

/** The features given to a right-to-left run, so that pdfkit shapes it whole instead of word by word (which keeps words in logical order). */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

function widthOf(doc: PdfDocument, run: BidiRun): number {
  return doc.widthOfString(run.text, run.rtl ? { features: WHOLE_RUN } : {});
}

/**
 * Draws one line of text of any direction in a box: split into directional runs, laid out in visual order,
 * each run drawn on its own. A line wider than its box is drawn smaller until it fits. Answers the line's height.
 */
export function drawText(doc: PdfDocument, text: string, options: TextOptions): number {
  const direction = options.direction ?? "ltr";
  const line = text.replace(/\s+/g, " ").trim();
  // By path, never by a registered name: pdfkit caches a font under its path, while a registered name whose
  // font is already open under another key is opened from disk again at every call (measured: half the time).
  doc.font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular);
  let size = options.size;
  doc.fontSize(size);
  const runs = bidiRuns(line, options.base ?? direction);
  let width = runs.reduce((sum, run) => sum + widthOf(doc, run), 0);
  if (width > options.width && width > 0) {
    size = Math.max(4, (size * options.width) / width);
    doc.fontSize(size);
    width = runs.reduce((sum, run) => sum + widthOf(doc, run), 0);
  }
  const align = options.align ?? "start";
  const side = align === "center" ? "center" : (align === "start") === (direction === "ltr") ? "left" : "right";
  let x = side === "left" ? options.x : side === "right" ? options.x + options.width - width : options.x + (options.width - width) / 2;
  doc.fillColor(options.color ?? "black");
  for (const run of runs) {
    doc.text(run.text, x, options.y, { lineBreak: false, ...(run.rtl ? { features: WHOLE_RUN } : {}) });
    x += widthOf(doc, run);
  }
  return doc.currentLineHeight(true);
}
