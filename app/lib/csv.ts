/**
 * How the store writes CSV files (the back office's exports), in one place:
 *
 * - UTF-8 with a byte order mark, so that Excel opens French and Arabic names intact (without it, Excel reads
 *   the file in the machine's legacy code page).
 * - Comma-separated, CRLF line ends, and RFC 4180 quoting: a cell holding a comma, a double quote, CR or LF is
 *   quoted, and its double quotes doubled.
 * - Formulas neutralised (OWASP "CSV injection"): a text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return gets a leading `'`, so a spreadsheet shows it as text instead of running it. Shoppers type
 *   the names, addresses and messages we export; none of them may become a formula on a staff member's machine.
 * - Numbers stay numbers. A cell declared as a number (quantities, prices, totals: amounts the store computes,
 *   never typed by a shopper) is written bare, so a spreadsheet can sum it. Only a plain decimal qualifies,
 *   optionally negative (the store produces none, but `-5` is a number to a spreadsheet, never a formula);
 *   anything else given as a number is treated as text, neutralisation included.
 * - Telephone numbers are exported as the 8 national digits the store keeps (`22123456`), not as `+216 …`: they
 *   start with a digit, so they are never neutralised and read the same in any spreadsheet (a Tunisian number
 *   never starts with 0, so reading it as a number loses nothing). Written with `+216`, a spreadsheet would
 *   either take the cell for a formula or show the neutralising `'`.
 */

export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** The first characters with which a spreadsheet starts a formula (or hides one behind whitespace). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** An amount or count the store computed: written bare, never neutralised (see above). */
  number?: boolean;
}

/** RFC 4180: quoted when it must be, with its double quotes doubled. */
function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell: neutralised when a spreadsheet would read it as a formula, then quoted as needed. */
export function csvText(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A number cell: a plain decimal is written as it is; anything else falls back to a (neutralised) text cell. */
export function csvNumber(value: CsvValue): string {
  if (typeof value === "number" && Number.isFinite(value) && PLAIN_NUMBER.test(String(value))) return String(value);
  if (typeof value === "string" && PLAIN_NUMBER.test(value)) return value;
  return csvText(value);
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(",")}${CSV_LINE_END}`;
}

export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => csvText(column.header)));
}

/** The lines of some rows, each cell written by its column's kind. */
export function csvRowLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = "";
  for (const row of rows) text += csvLine(columns.map((column) => (column.number ? csvNumber : csvText)(column.value(row))));
  return text;
}
