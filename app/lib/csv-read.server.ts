/**
 * How the store reads a CSV file staff upload (a catalogue, a stock count), whatever wrote it:
 *
 * - UTF-8 with or without a byte order mark; a file that is not valid UTF-8 is read as Windows-1252, what Excel
 *   on a French Windows machine saves as "CSV" (é as one byte 0xE9).
 * - Comma-, semicolon- or tab-separated, told from the header line: French Excel separates with `;`.
 * - RFC 4180 quoting, so a quoted line break in a description stays in its cell.
 * - Cells are text, never evaluated: a cell starting with `=` is the text `=…`.
 *
 * Rows are numbered as a spreadsheet shows them (the header is row 1), so that staff find the row an error names.
 */
import { IMPORT_ROWS_MAX } from "./import-limits";
import { parse, type Options } from "csv-parse/sync";
import { sayApi } from "./api-messages.server";

export type CsvDelimiter = "," | ";" | "\t";

export interface CsvTableRow {
  /** The row's number in a spreadsheet: 2 for the first row after the header. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvTableRow[];
  delimiter: CsvDelimiter;
  encoding: "utf-8" | "windows-1252";
}

/** A file that cannot be read as a table; its message is one of the API's sentences. */
export class CsvReadError extends Error {}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The file's text: UTF-8 when it is valid UTF-8 (BOM dropped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: CsvTable["encoding"] } {
  const body = UTF8_BOM.every((byte, i) => bytes[i] === byte) ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/** The separator the header line uses most, outside quotes; a comma when it has none (a one-column file). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char as CsvDelimiter]++;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).sort((a, b) => counts[b] - counts[a])[0];
  return counts[best] > 0 ? best : ",";
}

/** Reads an uploaded file as a header and rows; throws CsvReadError when it is empty, malformed or too long. */
export function readCsvTable(bytes: Uint8Array, maxRows = IMPORT_ROWS_MAX): CsvTable {
  const { text, encoding } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    const options: Options = {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // One more than allowed, to tell a file that is too long from one that just fits.
      to: maxRows + 2,
    };
    // Without `columns`, every record is its row's cells.
    records = parse(text, options);
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw new CsvReadError(sayApi.csvUnreadable(typeof where === "number" ? where : 1));
  }
  const nonEmpty = records.filter((cells) => cells.some((cell) => cell.trim() !== ""));
  if (nonEmpty.length < 2) throw new CsvReadError(sayApi.csvEmpty());
  if (nonEmpty.length - 1 > maxRows) throw new CsvReadError(sayApi.csvTooManyRows(maxRows));
  const [header, ...rows] = records;
  return {
    header: header.map((cell) => cell.trim()),
    rows: rows.flatMap((cells, index) => (cells.some((cell) => cell.trim() !== "") ? [{ line: index + 2, cells }] : [])),
    delimiter,
    encoding,
  };
}

/** The cells of a row by header name, "" for a column the row is too short to have. */
export function recordOf(header: readonly string[], row: CsvTableRow): Record<string, string> {
  const record: Record<string, string> = {};
  header.forEach((name, i) => {
    if (!(name in record)) record[name] = row.cells[i] ?? "";
  });
  return record;
}
