import { CSV_BOM, CSV_CONTENT_TYPE, csvHeaderLine, csvRowLines, type CsvColumn } from "~/lib/csv";
import { exportFileName, type ExportBatch, type ExportKind } from "~/lib/exports.server";

/**
 * A CSV export as a streamed answer: the rows are read a batch at a time (keyset by id) and each batch is written
 * out before the next is read, only when the client has taken the one before (a pull stream). So 100,000 orders
 * never sit in memory, and a slow download never makes the server read ahead of it.
 *
 * The first batch is read before anything is sent: an unavailable database then still answers 503 with the API's
 * error shape. A failure later can only cut the file short (the status is gone by then), and is logged.
 * The batches are separate reads, not one transaction: on the embedded database (one connection) a transaction
 * held open for a whole download would stall every other request. A row changed during an export may show its
 * old or new state; none is read twice or missed, since ids only grow.
 */
export async function csvExport<Row>(
  kind: ExportKind,
  columns: readonly CsvColumn<Row>[],
  readBatch: (after: number) => Promise<ExportBatch<Row>>,
): Promise<Response> {
  const first = await readBatch(0);
  const encoder = new TextEncoder();
  let pending: string | null = CSV_BOM + csvHeaderLine(columns) + csvRowLines(columns, first.rows);
  let next = first.next;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // A pull that enqueues nothing is never called again, so read on until there is text or the end.
        while (pending === null || pending === "") {
          if (next === null) return controller.close();
          const batch = await readBatch(next);
          pending = csvRowLines(columns, batch.rows);
          next = batch.next;
        }
        controller.enqueue(encoder.encode(pending));
        pending = null;
      } catch (error) {
        console.error(`${kind} export cut short`, error);
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${exportFileName(kind)}"`,
      "Cache-Control": "no-store",
    },
  });
}
