/**
 * The carrier's CSV of the orders handed to it (issue 36): one row per order with what its driver needs, in the
 * columns and the order its import expects. Each carrier's layout is one table here, so another carrier is one
 * table more; the file itself is written by app/lib/csv.ts (BOM, CRLF, quoting, formulas neutralised).
 */
import { CSV_BOM, csvHeaderLine, csvRowLines, type CsvColumn } from "./csv";

/** What a carrier is told of one order: the slip's figures, the cash as the store writes its amounts. */
export interface CarrierRow {
  reference: string;
  fullName: string;
  /** The 8 national digits, as every export of the store writes them (csv.ts says why). */
  telephone: string;
  /** The governorate. */
  state: string;
  city: string;
  street: string;
  zip: string;
  /** The order's total, to be collected in cash: a plain decimal with the currency's decimals. */
  cash: string;
  /** How many items the parcel holds (every line's quantity). */
  items: number;
  /** Its lines by SKU and quantity (lineCodes in app/lib/slips.ts). */
  codes: string;
}

/** The layout every carrier can import today: the columns its spreadsheet template names, in its order. */
const standardLayout: readonly CsvColumn<CarrierRow>[] = [
  { header: "Name", value: (row) => row.fullName },
  { header: "Telephone", value: (row) => row.telephone },
  { header: "Governorate", value: (row) => row.state },
  { header: "City", value: (row) => row.city },
  { header: "Address", value: (row) => (row.zip ? `${row.street}, ${row.zip}` : row.street) },
  { header: "Cash to collect", value: (row) => row.cash, number: true },
  { header: "Items", value: (row) => row.items, number: true },
  { header: "Reference", value: (row) => row.reference },
  // Last, so that a carrier's import reading the columns above by position still works.
  { header: "SKUs", value: (row) => row.codes },
];

/** Every carrier layout by name; the first is the default. */
export const carrierLayouts = { standard: standardLayout } as const satisfies Record<string, readonly CsvColumn<CarrierRow>[]>;

export type CarrierLayout = keyof typeof carrierLayouts;
export const DEFAULT_CARRIER_LAYOUT: CarrierLayout = "standard";

export function isCarrierLayout(value: unknown): value is CarrierLayout {
  return typeof value === "string" && Object.hasOwn(carrierLayouts, value);
}

/** The whole file: BOM, the layout's header line, then one line per order. */
export function carrierCsv(rows: readonly CarrierRow[], layout: CarrierLayout = DEFAULT_CARRIER_LAYOUT): string {
  const columns = carrierLayouts[layout];
  return `${CSV_BOM}${csvHeaderLine(columns)}${csvRowLines(columns, rows)}`;
}

/** The file's name: the carrier's layout and the day it was written (`carrier-standard-2026-11-27.csv`). */
export function carrierCsvFileName(layout: CarrierLayout, day: string): string {
  return `carrier-${layout}-${day}.csv`;
}
