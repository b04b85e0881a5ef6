/**
 * An invoice or credit note as a PDF (issue 36): the very rows the print page shows (app/lib/invoice-view.ts),
 * laid out on A4 in the document's language and direction. Arabic comes out shaped and right to left, its
 * numbers and amounts left to right (app/lib/pdf.server.ts); the sentence in words is always French.
 */
import type { InvoiceField, InvoiceView } from "./invoice-view";
import { A4, drawText, isolate, ltr, MM, PDF_FONTS, renderPdf, type PdfDocument, type TextOptions } from "./pdf.server";
import { keptDocumentPdfs, keptPdfKey, type KeptPdf } from "./kept-pdfs.server";

const MARGIN = 15 * MM;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN;
const GREY = "#555555";
const RULE = "#999999";

/** The file name of a document's PDF: its kind and number. */
export function invoicePdfFileName(view: Pick<InvoiceView, "kind" | "number">): string {
  return `${view.kind === "invoice" ? "facture" : "avoir"}-${view.number}.pdf`;
}

interface Column {
  /** Its share of the table's width. */
  share: number;
  /** Amounts and numbers are aligned to the end, as a ledger aligns them. */
  end?: boolean;
}

/** Lines of at most `width` points at the current font and size, broken between words. */
function wrap(doc: PdfDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = current ? `${current} ${word}` : word;
    if (current && doc.widthOfString(tried) > width) {
      lines.push(current);
      current = word;
    } else current = tried;
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws the document on an A4 page (and more when its lines need them). */
function drawInvoice(doc: PdfDocument, view: InvoiceView) {
  const direction = view.dir;
  const rtl = direction === "rtl";
  let y = MARGIN;
  /** A box's x in this document's direction: `start` counted from the reading side. */
  const place = (start: number, width: number) => (rtl ? MARGIN + WIDTH - start - width : MARGIN + start);
  const text = (value: string, start: number, width: number, options: Partial<TextOptions> & { size: number }) =>
    drawText(doc, value, { x: place(start, width), y, width, direction, ...options });
  // French puts a space before the colon.
  const colon = view.language === "fr" ? "\u00a0: " : ": ";
  const field = (item: InvoiceField) => `${item.label}${colon}${item.ltr ? ltr(item.value) : isolate(item.value)}`;
  const rule = (at: number) => {
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };

  // The seller on the start side; the title and the document's references on the end side.
  const half = WIDTH / 2 - 4 * MM;
  const top = y;
  text(view.seller.legalName, 0, half, { size: 12, bold: true, base: "auto" });
  y += 16;
  for (const value of [view.seller.storeName, view.seller.address]) {
    if (!value) continue;
    text(isolate(value), 0, half, { size: 9 });
    y += 12;
  }
  for (const item of view.seller.fields) {
    text(field(item), 0, half, { size: 9 });
    y += 12;
  }
  const sellerBottom = y;
  y = top;
  text(view.title, WIDTH / 2, WIDTH / 2, { size: 20, bold: true, align: "end" });
  y += 26;
  for (const item of view.heading) {
    text(field(item), WIDTH / 2, WIDTH / 2, { size: 9, align: "end" });
    y += 12;
  }
  y = Math.max(y, sellerBottom) + 6 * MM;

  // The customer, in a framed box on the end side, as French invoices place the addressee.
  const customerLines = [view.customer.name, ...view.customer.address, ...view.customer.fields.map(field)];
  const boxHeight = 14 + 12 * customerLines.length + 8;
  doc
    .rect(place(WIDTH / 2, WIDTH / 2), y, WIDTH / 2, boxHeight)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  const boxTop = y;
  y += 5;
  text(view.customer.label, WIDTH / 2 + 6, WIDTH / 2 - 12, { size: 8, color: GREY });
  y += 11;
  customerLines.forEach((value, index) => {
    text(index === 0 ? value : isolate(value), WIDTH / 2 + 6, WIDTH / 2 - 12, {
      size: index === 0 ? 10 : 9,
      bold: index === 0,
      base: "auto",
    });
    y += 12;
  });
  y = boxTop + boxHeight + 8 * MM;

  // The lines: description, quantity, unit price before tax, VAT rate, amounts before and with tax.
  const columns: Column[] = [
    { share: 0.36 },
    { share: 0.08, end: true },
    { share: 0.15, end: true },
    { share: 0.09, end: true },
    { share: 0.16, end: true },
    { share: 0.16, end: true },
  ];
  const starts = columns.map((_, index) => columns.slice(0, index).reduce((sum, column) => sum + column.share * WIDTH, 0));
  const cells = (values: string[], options: Partial<TextOptions> & { size: number }) =>
    values.forEach((value, index) => {
      if (!value) return;
      const column = columns[index];
      const end = column.end ?? false;
      // Figures read left to right, as the page's <bdi dir="ltr"> writes them, also in Arabic.
      text(end ? ltr(value) : value, starts[index] + 2, column.share * WIDTH - 4, { ...options, align: end ? "end" : "start" });
    });
  /** The column names, each wrapped on up to two lines of its column rather than shrunk out of sight. */
  const header = () => {
    const { columns: names } = view.lines;
    const titles = [names.description, names.quantity, names.unitBeforeTax, names.vatRate, names.amountBeforeTax, names.amountWithTax];
    doc.font(PDF_FONTS.bold).fontSize(7.5);
    const wrapped = titles.map((title, index) => wrap(doc, title, columns[index].share * WIDTH - 4).slice(0, 2));
    const lines = Math.max(...wrapped.map((title) => title.length));
    const top = y;
    wrapped.forEach((title, index) => {
      y = top;
      for (const line of title) {
        cells(
          columns.map((_, i) => (i === index ? line : "")),
          { size: 7.5, bold: true },
        );
        y += 9.5;
      }
    });
    y = top + 9.5 * lines + 2;
    rule(y);
    y += 4;
  };
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = MARGIN;
    header();
  };
  drawText(doc, view.lines.caption, { x: MARGIN, y, width: WIDTH, direction, size: 10, bold: true });
  y += 15;
  header();
  for (const row of view.lines.rows) {
    room(14 + 10 * row.details.length);
    cells([row.description, row.quantity, row.unitBeforeTax, row.vatRate, row.amountBeforeTax, row.amountWithTax], {
      size: 9,
      base: "auto",
    });
    y += 12;
    for (const detail of row.details) {
      text(detail, starts[0] + 2, columns[0].share * WIDTH - 4, { size: 7.5, color: GREY });
      y += 10;
    }
    y += 2;
  }
  for (const extra of view.lines.extras) {
    room(14);
    cells([extra.label, "", "", extra.vatRate, "", extra.amountWithTax], { size: 9 });
    y += 14;
  }
  rule(y);
  y += 6 * MM;

  // VAT by rate on the start side, the totals on the end side.
  const blockHeight = 30 + 13 * Math.max(view.vat.rows.length + 1, view.totals.rows.length);
  room(blockHeight);
  const blockTop = y;
  const vatWidth = WIDTH * 0.42;
  text(view.vat.caption, 0, vatWidth, { size: 10, bold: true });
  y += 15;
  const third = vatWidth / 3;
  const vatRow = (values: string[]) => {
    values.forEach((value, index) => text(ltr(value), third * index, third - 4, { size: 9, align: "end" }));
    y += 13;
  };
  doc.font(PDF_FONTS.bold).fontSize(7.5);
  const vatTitles = [view.vat.columns.rate, view.vat.columns.base, view.vat.columns.vat].map((title) =>
    wrap(doc, title, third - 4).slice(0, 2),
  );
  const titlesTop = y;
  vatTitles.forEach((title, index) => {
    y = titlesTop;
    for (const line of title) {
      text(line, third * index, third - 4, { size: 7.5, bold: true, align: "end" });
      y += 9.5;
    }
  });
  y = titlesTop + 9.5 * Math.max(...vatTitles.map((title) => title.length)) + 3;
  for (const row of view.vat.rows) vatRow([row.rate, row.base, row.vat]);
  const vatBottom = y;

  y = blockTop;
  const totalsStart = WIDTH * 0.5;
  const totalsWidth = WIDTH - totalsStart;
  text(view.totals.caption, totalsStart, totalsWidth, { size: 10, bold: true });
  y += 15;
  for (const row of view.totals.rows) {
    const due = row.key === "totalDue";
    if (due) {
      doc
        .moveTo(place(totalsStart, totalsWidth), y - 2)
        .lineTo(place(totalsStart, totalsWidth) + totalsWidth, y - 2)
        .lineWidth(0.8)
        .strokeColor("black")
        .stroke();
      y += 2;
    }
    const size = due ? 11 : 9;
    text(row.label, totalsStart, totalsWidth * 0.6, { size, bold: due });
    text(ltr(row.amount), totalsStart + totalsWidth * 0.6, totalsWidth * 0.4, { size, bold: due, align: "end" });
    y += due ? 16 : 13;
  }
  y = Math.max(y, vatBottom) + 8 * MM;

  // The amount in words: French, left to right, whatever the document's language, wrapped to the page.
  // Measured in the bold face it is drawn in.
  doc.font(PDF_FONTS.bold).fontSize(9.5);
  const sentence = wrap(doc, view.inWords.sentence, WIDTH);
  room(14 + 13 * sentence.length);
  text(view.inWords.label, 0, WIDTH, { size: 8, color: GREY });
  y += 12;
  for (const line of sentence) {
    drawText(doc, line, { x: MARGIN, y, width: WIDTH, direction: "ltr", base: "ltr", size: 9.5, bold: true });
    y += 13;
  }
}

/** The document drawn now; `issuedAt` dates the file, so the same document always comes out as the same bytes. */
export async function invoicePdf(view: InvoiceView, issuedAt?: string): Promise<Buffer> {
  return renderPdf(
    {
      size: A4,
      title: `${view.title} ${view.number}`,
      author: view.seller.legalName,
      lang: view.language,
      createdAt: issuedAt === undefined ? undefined : new Date(issuedAt),
    },
    (doc) => drawInvoice(doc, view),
  );
}

/**
 * The document's PDF in the view's language, drawn once and then kept (app/lib/kept-pdfs.server.ts). The key is
 * the view itself (every word and figure it prints, in its language, with its currency's formatting) and the date
 * of issue: nothing else goes into the bytes but the drawing code, which only a restart changes.
 */
export function keptInvoicePdf(view: InvoiceView, issuedAt: string): Promise<KeptPdf> {
  return keptDocumentPdfs.get(keptPdfKey("invoice", view, issuedAt), () => invoicePdf(view, issuedAt));
}
