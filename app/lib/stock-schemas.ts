/**
 * Stock counts and deliveries by SKU (docs/decisions/052), shared by the API, the stock model and the Stock
 * screen: the two kinds of change, how a line's quantity is read, the answer's shape, and the zod schemas of
 * POST /api/stock/changes and of the screen's forms.
 */
import { z } from "zod";
import { PAGE_FORM_MAX_BYTES } from "./limits";
import { STOCK_CHANGE_LINES_MAX, STOCK_CODE_MAX_LENGTH, STOCK_QUANTITY_MAX, STOCK_SCAN_LINES_MAX } from "./stock-limits";
import { wholeNumber } from "./schema-rules";
import { sayInvalid } from "./validation-messages";

/**
 * A count says what is on the shelf and sets the stock (less what orders not yet shipped hold); a delivery adds
 * its change to the stock (a negative change corrects a mistake).
 */
export const stockChangeKinds = ["count", "delivery"] as const;
export type StockChangeKind = (typeof stockChangeKinds)[number];

/** The column of a stock file that holds each line's quantity, and so says the file's kind. */
export const stockQuantityColumns: Record<StockChangeKind, string> = { count: "quantity", delivery: "change" };

/**
 * A line's quantity as given (a number of a JSON body, or a file's cell): a count is a whole number from 0, a
 * change a whole number that may be negative, both within STOCK_QUANTITY_MAX. `field` names the column in the
 * sentence that refuses it.
 */
export function readStockQuantity(kind: StockChangeKind, raw: string | number, field: string): { quantity: number } | { problem: string } {
  const text = String(raw).trim();
  if (text === "") return { problem: sayInvalid.required(field) };
  if (kind === "count") {
    if (!/^\d{1,10}$/.test(text)) return { problem: sayInvalid.wholeNumber(field) };
    const quantity = Number(text);
    return quantity > STOCK_QUANTITY_MAX ? { problem: sayInvalid.atMost(field, STOCK_QUANTITY_MAX) } : { quantity };
  }
  if (!/^[+-]?\d{1,10}$/.test(text)) return { problem: sayInvalid.signedWholeNumber(field) };
  // `+ 0` writes -0 as 0.
  const quantity = Number(text) + 0;
  return Math.abs(quantity) > STOCK_QUANTITY_MAX
    ? { problem: sayInvalid.numberBetween(field, -STOCK_QUANTITY_MAX, STOCK_QUANTITY_MAX) }
    : { quantity };
}

/** One variant's change, as previewed or applied. */
export interface StockChange {
  /** The line that names the variant (a delivery's code given on several lines: the first of them). */
  line: number;
  sku: string;
  barcode: string | null;
  productId: number;
  productName: string;
  /** The colour's English name; null for a product without colours. */
  colorName: string | null;
  size: string;
  /** What the lines gave: the count, or the change (a delivery's lines of one variant added up). */
  quantity: number;
  /** The variant's stock before the change. */
  before: number;
  /** Pieces of orders not yet shipped (new or confirmed): still on the shelf, already off the stock. */
  held: number;
  /** Its stock after: a count less what is held, or the stock plus the change. */
  after: number;
}

/** Why a line cannot be applied: its number (a file's row as a spreadsheet shows it), the column, and the problem. */
export interface StockLineError {
  line: number;
  column: string;
  message: string;
}

/** The answer of a stock change: each variant's change and each line's error, and whether it was written. */
export interface StockChanges {
  kind: StockChangeKind;
  dryRun: boolean;
  applied: boolean;
  changes: StockChange[];
  errors: StockLineError[];
}

const kindSchema = z
  .enum(stockChangeKinds, { errorMap: () => ({ message: sayInvalid.oneOf("kind", stockChangeKinds) }) })
  .describe("count: each line says what is on the shelf, and sets the stock; delivery: each line's change is added to the stock");

/** POST /api/stock/changes: the lines' own problems are the answer's errors, each with its line. */
export const stockChangeSchema = z.object({
  kind: kindSchema,
  lines: z
    .array(
      z.object({
        code: z
          .string({ required_error: sayInvalid.required("code"), invalid_type_error: sayInvalid.required("code") })
          .max(STOCK_CODE_MAX_LENGTH, sayInvalid.maxLength("code", STOCK_CODE_MAX_LENGTH))
          .describe("A SKU in any case, or a barcode (spaces removed; a UPC-A finds the same code as an EAN-13 with a leading 0)"),
        quantity: z
          .union([z.number(), z.string().max(20, sayInvalid.maxLength("quantity", 20))], {
            errorMap: () => ({ message: sayInvalid.required("quantity") }),
          })
          .describe(
            "A count: the pieces on the shelf, a whole number of 0 or more. A delivery: the change, a whole number that may be negative",
          ),
        line: z
          .number({ invalid_type_error: sayInvalid.positiveWholeNumber("line") })
          .int(sayInvalid.positiveWholeNumber("line"))
          .min(1, sayInvalid.positiveWholeNumber("line"))
          .max(1_000_000, sayInvalid.atMost("line", 1_000_000))
          .optional()
          .describe("The number the answer names this line by (a file's row); left out: its place in lines, from 1"),
      }),
      { invalid_type_error: sayInvalid.required("lines") },
    )
    .min(1, sayInvalid.required("lines"))
    .max(STOCK_CHANGE_LINES_MAX, sayInvalid.atMost("lines", STOCK_CHANGE_LINES_MAX)),
  dryRun: z
    .boolean({ invalid_type_error: sayInvalid.oneOf("dryRun", ["true", "false"]) })
    .optional()
    .default(false)
    .describe("true: answer the preview and write nothing; false (the default): apply, unless a line has an error"),
});

/** A line of the scan list as the Receive stock form carries it (hidden fields). */
const scanLineSchema = z.object({
  code: z
    .string({ required_error: sayInvalid.required("code") })
    .trim()
    .min(1, sayInvalid.required("code"))
    .max(STOCK_CODE_MAX_LENGTH, sayInvalid.maxLength("code", STOCK_CODE_MAX_LENGTH)),
  quantity: wholeNumber("quantity", 1, STOCK_QUANTITY_MAX, sayInvalid.atMost("quantity", STOCK_QUANTITY_MAX)),
});
export type ScanLine = z.output<typeof scanLineSchema>;

/** The scan list alone, as the screen's other forms carry it so that no answer of theirs loses it. */
export const scanListSchema = z.object({
  lines: z.array(scanLineSchema).max(STOCK_SCAN_LINES_MAX, sayInvalid.atMost("lines", STOCK_SCAN_LINES_MAX)).optional().default([]),
});

/** The scan form's buttons: Add (also what Enter presses), Remove line n, Apply to stock. */
export const SCAN_INTENTS = { add: "add", apply: "apply", removePrefix: "remove:" } as const;

/**
 * The Receive stock form: a code and its quantity to add to the list, a line to remove, or the list to apply.
 * Whether the code names a variant is the API's to say.
 */
export const stockScanSchema = z
  .object({
    intent: z.string().max(20).optional(),
    code: z.string().optional(),
    quantity: z.string().optional(),
    lines: scanListSchema.shape.lines,
  })
  .transform((form, ctx) => {
    const removing = form.intent?.startsWith(SCAN_INTENTS.removePrefix)
      ? Number(form.intent.slice(SCAN_INTENTS.removePrefix.length))
      : null;
    if (removing !== null && Number.isInteger(removing)) return { intent: "remove" as const, index: removing, lines: form.lines };
    if (form.intent === SCAN_INTENTS.apply) {
      if (form.lines.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["code"], message: sayInvalid.required("code") });
      return { intent: "apply" as const, lines: form.lines };
    }
    const line = scanLineSchema.safeParse({ code: form.code ?? "", quantity: form.quantity ?? "" });
    if (!line.success) {
      for (const issue of line.error.issues) ctx.addIssue({ ...issue, path: issue.path.slice(0, 1) });
      return z.NEVER;
    }
    return { intent: "add" as const, line: line.data, lines: form.lines };
  });

/** A previewed file's lines as the Apply form carries them back: one hidden field of `[line, sku, quantity]` triples. */
export function encodeStockLines(changes: readonly Pick<StockChange, "line" | "sku" | "quantity">[]): string {
  return JSON.stringify(changes.map((change) => [change.line, change.sku, change.quantity]));
}

const encodedLines = z
  .array(z.tuple([z.number().int().min(1), z.string().max(STOCK_CODE_MAX_LENGTH), z.number().int()]))
  .min(1)
  .max(STOCK_CHANGE_LINES_MAX);

/** The Apply form of a previewed file: its kind and its lines, checked again by the API when applied. */
export const stockApplySchema = z.object({
  kind: kindSchema,
  lines: z
    .string({ required_error: sayInvalid.required("lines") })
    .max(PAGE_FORM_MAX_BYTES, sayInvalid.required("lines"))
    .transform((text, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      const lines = encodedLines.safeParse(parsed);
      if (lines.success) return lines.data.map(([line, code, quantity]) => ({ line, code, quantity }));
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.required("lines") });
      return z.NEVER;
    }),
});
