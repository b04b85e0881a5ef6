/**
 * Reads the store's CSV exports back, strictly, for the tests: the file must start with the UTF-8 byte order
 * mark, end every line with CRLF, and quote as RFC 4180 says. Anything else throws, naming where.
 */
const BOM = [0xef, 0xbb, 0xbf];

export interface CsvFile {
  header: string[];
  rows: string[][];
  /** Each row as { header: cell }. */
  records: Record<string, string>[];
}

/** The file's text after its UTF-8 byte order mark, which every export must start with. */
function textAfterBom(bytes: Uint8Array): string {
  if (!BOM.every((byte, i) => bytes[i] === byte)) throw new Error("the file does not start with the UTF-8 byte order mark");
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
}

/** The quoted part that opens at `start` (`""` inside it is one quote): its text, where reading stopped, and whether it closed. */
function readQuotedPart(text: string, start: number): { cell: string; end: number; closed: boolean } {
  let cell = "";
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 2;
    } else if (text[i] === '"') {
      return { cell, end: i + 1, closed: true };
    } else {
      cell += text[i++];
    }
  }
  return { cell, end: i, closed: false };
}

export function readCsv(bytes: Uint8Array): CsvFile {
  const text = textAfterBom(bytes);
  const lines: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      const quoted = readQuotedPart(text, i);
      if (!quoted.closed) throw new Error(`unterminated quoted cell in line ${lines.length + 1}`);
      ({ cell, end: i } = quoted);
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') throw new Error(`a bare double quote in line ${lines.length + 1}`);
        cell += text[i++];
      }
    }
    cells.push(cell);
    if (text[i] === ",") {
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      lines.push(cells);
      cells = [];
      i += 2;
    } else {
      throw new Error(`line ${lines.length + 1} does not end with CRLF (found ${JSON.stringify(text.slice(i, i + 2))})`);
    }
  }
  if (cells.length > 0) throw new Error("the last line does not end with CRLF");
  const [header = [], ...rows] = lines;
  for (const [n, row] of rows.entries()) {
    if (row.length !== header.length) throw new Error(`row ${n + 1} has ${row.length} cells, the header ${header.length}`);
  }
  return { header, rows, records: rows.map((row) => Object.fromEntries(header.map((name, k) => [name, row[k]]))) };
}

/**
 * Reads an export as Excel does on a machine whose list separator is `;` (French, Tunisian): the file is split on
 * `;`, a double quote opens a quoted part only at the start of a field (`""` inside it is one quote, and what
 * follows its closing quote up to the next separator is kept as it is), and any line break outside a quoted part
 * (CRLF, CR or LF) ends the row. Lenient on purpose, like Excel: it never throws, it reads what Excel would show.
 */
export function readCsvSplitOnSemicolons(bytes: Uint8Array): string[][] {
  const text = textAfterBom(bytes);
  const rows: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  const atFieldEnd = () => i >= text.length || text[i] === ";" || text[i] === "\r" || text[i] === "\n";
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') ({ cell, end: i } = readQuotedPart(text, i));
    while (!atFieldEnd()) cell += text[i++];
    cells.push(cell);
    if (text[i] === ";") {
      i += 1;
      // A separator at the very end still leaves an (empty) last field.
      if (i >= text.length) cells.push("");
    } else if (i < text.length) {
      i += text.startsWith("\r\n", i) ? 2 : 1;
      rows.push(cells);
      cells = [];
    }
  }
  if (cells.length > 0) rows.push(cells);
  return rows;
}

/** The first characters with which a spreadsheet starts a formula (OWASP "CSV injection"). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The cells of a file as read split on `;` that a spreadsheet would take for a formula. */
export function formulaCellsSplitOnSemicolons(bytes: Uint8Array): { cells: number; formulas: string[] } {
  const rows = readCsvSplitOnSemicolons(bytes);
  const all = rows.flat();
  return { cells: all.length, formulas: all.filter((cell) => FORMULA_START.test(cell)) };
}
