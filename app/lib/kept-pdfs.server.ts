/**
 * Rendered PDFs kept in this instance's memory, for documents that never change once issued (decision 20: an
 * invoice or credit note is frozen). Drawing an Arabic invoice takes most of a second of processor time, and
 * anyone holding an order's reference may ask for it again and again; kept, the second request costs a lookup.
 *
 * Why memory and not a table: what a PDF looks like also depends on the code that draws it and on the
 * dictionaries, which change with a release. A kept copy here dies with the process that drew it, so a release
 * never serves a PDF drawn by the one before; in the database it would need a version of the renderer in its key,
 * kept by hand. Each instance draws a document once per language, which is cheap next to every request.
 *
 * Decision 26 clears what an instance keeps when a write changes it; no write changes an issued document, and
 * the key is a hash of everything the PDF prints, so a changed document would be another key, never a stale copy.
 * Bounded by bytes; the least recently served goes first.
 */
import { createHash } from "node:crypto";
import { KEPT_PDFS_MAX_BYTES } from "./limits";

export interface KeptPdf {
  bytes: Buffer;
  /** A strong entity tag: the bytes' SHA-256, quoted. */
  etag: string;
}

/** How the kept copies are used, for the benchmark, the tests and anyone watching an instance. */
export interface KeptPdfStats {
  renders: number;
  hits: number;
  entries: number;
  bytes: number;
}

export class KeptPdfs {
  // A Map iterates in insertion order: deleting and setting again on each hit makes the first key the least recent.
  private readonly entries = new Map<string, KeptPdf>();
  private readonly rendering = new Map<string, Promise<KeptPdf>>();
  private size = 0;
  private renders = 0;
  private hits = 0;

  constructor(private readonly maxBytes: number) {}

  /** The PDF kept under `key`, drawn by `render` when there is none; simultaneous first requests draw it once. */
  async get(key: string, render: () => Promise<Buffer>): Promise<KeptPdf> {
    const kept = this.entries.get(key);
    if (kept) {
      this.hits += 1;
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    let pending = this.rendering.get(key);
    if (pending) {
      this.hits += 1;
      return pending;
    }
    pending = this.draw(key, render).finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return pending;
  }

  private async draw(key: string, render: () => Promise<Buffer>): Promise<KeptPdf> {
    this.renders += 1;
    const bytes = await render();
    const pdf = { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url")}"` };
    // A file larger than the whole bound is served but not kept: it would push everything else out for itself.
    if (bytes.byteLength > this.maxBytes) return pdf;
    this.entries.set(key, pdf);
    this.size += bytes.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= value.bytes.byteLength;
    }
    return pdf;
  }

  stats(): KeptPdfStats {
    return { renders: this.renders, hits: this.hits, entries: this.entries.size, bytes: this.size };
  }
}

/** The instance's kept documents (invoices and credit notes). */
export const keptDocumentPdfs = new KeptPdfs(KEPT_PDFS_MAX_BYTES);

/** The key of a document's PDF: a hash of everything it is drawn from, written as JSON. */
export function keptPdfKey(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}
