import type { Context } from "hono";
import { bodyTooLargeMessage, sayApi } from "~/lib/api-messages.server";
import { STOCK_FILE_MAX_BYTES } from "~/lib/stock-limits";
import { stockChangeSchema, type StockChanges } from "~/lib/stock-schemas";
import { sayInvalid } from "~/lib/validation-messages";
import {
  applyStockChanges,
  previewStockChanges,
  stockAuditSummary,
  StockChangesRefused,
  stockJsonColumns,
  stockRequestOfFile,
  type StockChangeRequest,
} from "~/models/stock-changes.server";
import { stockChangesAnswer } from "./answer-schemas";
import { ApiError, errorBody } from "./errors";
import { readJson, readMultipartForm } from "./request";
import type { ApiRouter } from "./router";
import type { ApiEnv } from "./types";

/** `dryRun` of the file form: "true" or "1" previews, "false", "0" or none applies. */
function readDryRun(value: FormDataEntryValue | null): boolean {
  if (value === null || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new ApiError(400, sayInvalid.oneOf("dryRun", ["true", "false"]));
}

/** The stock file of a multipart upload and its dryRun: 415 when not multipart, 400 without a file, 413 when too large. */
async function readStockFile(c: Context<ApiEnv>): Promise<{ bytes: Uint8Array; dryRun: boolean }> {
  const form = await readMultipartForm(c, { notMultipart: sayApi.stockFileMissing(), unreadable: sayApi.stockFileMissing() });
  const file = form.get("file");
  if (file === null || typeof file === "string") throw new ApiError(400, sayApi.stockFileMissing());
  if (file.size > STOCK_FILE_MAX_BYTES) throw new ApiError(413, bodyTooLargeMessage(STOCK_FILE_MAX_BYTES));
  const dryRun = readDryRun(form.get("dryRun"));
  return { bytes: new Uint8Array(await file.arrayBuffer()), dryRun };
}

/**
 * A dry run answers the preview and writes nothing (no audit entry, the pages stay). Otherwise the lines are
 * applied in one transaction and audited as one entry; when any line fails, 400 lists every line's error (in
 * `message` as sentences, and in `errors` with the preview's `changes`) and nothing is written.
 */
async function answer(c: Context<ApiEnv>, request: StockChangeRequest, dryRun: boolean) {
  const db = c.get("db");
  if (dryRun) {
    c.set("wroteNothing", true);
    return c.json({ ...(await previewStockChanges(db, request)), dryRun, applied: false } satisfies StockChanges);
  }
  try {
    const applied = await db.transaction((tx) => applyStockChanges(tx, request));
    c.set("auditSummary", stockAuditSummary(request, applied));
    return c.json({ ...applied, dryRun, applied: true } satisfies StockChanges);
  } catch (error) {
    if (!(error instanceof StockChangesRefused)) throw error;
    const { kind, changes, errors } = error.preview;
    return c.json({ ...errorBody(400, error.messages), kind, changes, errors }, 400);
  }
}

/** Stock counts and deliveries by SKU or barcode (docs/decisions/052), as JSON lines or as a CSV file. */
export function stockRoutes(router: ApiRouter) {
  router
    .add(
      "POST",
      "/stock/changes",
      {
        tag: "stock",
        summary:
          "Set the stock from a count (kind count: the pieces on the shelf, less those orders not yet shipped hold) or add a delivery " +
          "(kind delivery: each change, repeated codes added up) by SKU or barcode; dryRun previews. 400 with every line's error writes nothing",
        body: stockChangeSchema,
        response: stockChangesAnswer,
      },
      async (c) => {
        const body = await readJson(c, stockChangeSchema);
        const lines = body.lines.map((line, index) => ({ line: line.line ?? index + 1, code: line.code, quantity: line.quantity }));
        return answer(c, { kind: body.kind, lines, columns: stockJsonColumns }, body.dryRun);
      },
    )
    .add(
      "POST",
      "/stock/changes/file",
      {
        tag: "stock",
        summary:
          "The same from a CSV file whose header is sku,quantity (a count) or sku,change (a delivery), barcode in place of sku; " +
          "UTF-8 or Windows-1252, comma or semicolon. Errors name each line's row as a spreadsheet shows it",
        fileField: "file",
        formFields: { dryRun: { description: '"true": answer the preview and write nothing; "false" or left out: apply' } },
        response: stockChangesAnswer,
      },
      async (c) => {
        const { bytes, dryRun } = await readStockFile(c);
        return answer(c, stockRequestOfFile(bytes), dryRun);
      },
    );
}
