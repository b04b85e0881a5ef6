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
 * - The same inside a cell, after every character some spreadsheet splits on. Excel on a French or Tunisian
 *   machine opens a double-clicked file split on `;` (its list separator there), honours quotes only at the
 *   start of a `;` field, and ends a row at any line break: `Amel;=2+3` would give a cell `=2+3`. So after each
 *   `;`, `,`, tab, CR or LF in the text, a formula character (even behind double quotes, which that reading
 *   turns into an empty quoted part and then the bare text) gets a `'` before it. A `;` or line break that ends
 *   the text gets one too: what follows it in the file is the quote closing the cell, and that reading would
 *   open a quoted cell there whose text starts with the CR of the row's end.
 * - A cell holding `;` is quoted, so that a program splitting on `;` with quotes honoured keeps it whole.
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

/** A formula's first character at the start of some text, possibly behind double quotes. */
const FORMULA_START = /^"*[=+\-@\t\r]/;
/**
 * A character some reading splits on, followed by a formula's first character (possibly behind double quotes), or
 * a `;` or line break that ends the text. Only the separator is taken, the rest looked ahead, so that `;\t=1`
 * neutralises both the tab and the `=` after it.
 */
const FORMULA_AFTER_SEPARATOR = /[;,\t\r\n](?="*[=+\-@\t\r])|[;\r\n]$/g;
const NEEDS_QUOTES = /[",;\r\n]/;
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

/** The text with a `'` wherever a spreadsheet could start reading a formula (see above). */
function neutralised(text: string): string {
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, (separator) => `${separator}'`);
  return FORMULA_START.test(text) ? `'${inside}` : inside;
}

/**
 * A cell of the store's own export as it was before neutralised() (the catalogue import reads its own file
 * back): the `'` put before a formula's first character, at the start or after a separator, is taken out again.
 */
export function unneutralised(text: string): string {
  return text.replace(/^'(?="*[=+\-@\t\r])/, "").replace(/([;,\t\r\n])'(?="*[=+\-@\t\r]|$)/g, "$1");
}

/** A text cell: neutralised where a spreadsheet would read a formula, then quoted as needed. */
export function csvText(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  return quoted(neutralised(text));
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
