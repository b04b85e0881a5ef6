/**
 * The delivery slips of a batch as one PDF (issue 36): what the print page's slip shows
 * (app/components/admin/Slip.tsx), four to an A4 page or one per A6 label, in the staff member's language and
 * its direction, with the reference's barcode as a picture a scanner reads.
 */
import { code128Png } from "./barcode.server";
import { formatPhone } from "./format";
import { formatMoney, localeInfo, type Currency, type Locale, type Params } from "./i18n";
import { A4, A6, drawText, isolate, ltr, MM, renderPdf, type PdfDocument, type TextOptions } from "./pdf.server";
import type { SlipMessageId } from "./slip-messages";
import { sheetsOf, type SlipData, type SlipLayout } from "./slips";
import { translate } from "./texts.server";

export interface SlipsPdfInput {
  slips: readonly SlipData[];
  sender: { name: string; address: string; telephone: string };
  layout: SlipLayout;
  locale: Locale;
  currency: Currency;
}

/** The file name of a batch's PDF, dated like the carrier's CSV. */
export function slipsPdfFileName(day: string): string {
  return `slips-${day}.pdf`;
}

const PAD = 5 * MM;
const GREY = "#555555";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The slips' boxes on one page: the four quarters of an A4 sheet in reading order, or the whole A6 label. */
function boxesOf(layout: SlipLayout, rtl: boolean): Box[] {
  if (layout === "a6") return [{ x: 0, y: 0, width: A6[0], height: A6[1] }];
  const width = A4[0] / 2;
  const height = A4[1] / 2;
  // A right-to-left reader starts at the top right, as the print page's grid does.
  const columns = rtl ? [width, 0] : [0, width];
  return [0, height].flatMap((y) => columns.map((x) => ({ x, y, width, height })));
}

function drawSlip(doc: PdfDocument, slip: SlipData, barcode: Buffer, box: Box, input: SlipsPdfInput) {
  const { locale } = input;
  const direction = localeInfo[locale].dir;
  const t = (id: SlipMessageId, params?: Params) => translate(locale, id, params);
  const x = box.x + PAD;
  const width = box.width - 2 * PAD;
  let y = box.y + PAD;
  const line = (text: string, options: Partial<TextOptions> & { size: number }, gap = 1.25) => {
    drawText(doc, text, { x, y, width, direction, ...options });
    y += options.size * gap;
  };

  // The sender on the start side, the reference on the end side, both from the top.
  const fromWidth = width * 0.58;
  const refX = x + (direction === "ltr" ? fromWidth : 0);
  const fromX = x + (direction === "ltr" ? 0 : width - fromWidth);
  const top = y;
  drawText(doc, t("slips.reference"), { x: refX, y: top, width: width - fromWidth, size: 7, align: "end", direction, color: GREY });
  drawText(doc, slip.reference, {
    x: refX,
    y: top + 9,
    width: width - fromWidth,
    size: 12,
    bold: true,
    align: "end",
    direction,
    base: "ltr",
  });
  drawText(doc, t("slips.from"), { x: fromX, y, width: fromWidth, size: 7, direction, color: GREY });
  y += 9;
  for (const [text, size, bold] of [
    [input.sender.name, 10, true],
    [input.sender.address, 8, false],
    [input.sender.telephone, 8, false],
  ] as const) {
    if (!text) continue;
    drawText(doc, text, { x: fromX, y, width: fromWidth, size, bold, direction, base: "auto" });
    y += size * 1.3;
  }

  y += 4;
  doc.image(barcode, x, y, { fit: [width, 12 * MM], align: "center", valign: "center" });
  y += 12 * MM + 6;

  line(t("slips.to"), { size: 7, color: GREY }, 1.4);
  line(slip.fullName, { size: 16, bold: true, base: "auto" }, 1.3);
  line(`${t("slips.phone")} ${ltr(formatPhone(slip.telephone))}`, { size: 10 }, 1.4);
  line(slip.street, { size: 10, base: "auto" }, 1.4);
  line(slip.city, { size: 10, base: "auto" }, 1.4);
  line(slip.state, { size: 13, bold: true, base: "auto" }, 1.3);
  // The postcode large: the carrier's sorting reads it first.
  if (slip.zip) line(slip.zip, { size: 20, bold: true, base: "ltr" }, 1.3);

  // The cash to collect, the largest type of the slip, framed so that the carrier cannot miss it.
  y += 4;
  const cashHeight = 44;
  doc.lineWidth(1.5).strokeColor("black").rect(x, y, width, cashHeight).stroke();
  drawText(doc, t("slips.cash"), { x: x + 6, y: y + 4, width: width - 12, size: 8, direction, color: GREY });
  drawText(doc, formatMoney(slip.total, locale, input.currency), {
    x: x + 6,
    y: y + 14,
    width: width - 12,
    size: 24,
    bold: true,
    direction,
    base: "ltr",
  });
  y += cashHeight + 8;

  if (slip.exchange) {
    line(t("slips.exchange", { reference: ltr(slip.exchange.of) }), { size: 10, bold: true }, 1.4);
    const amount = ltr(formatMoney(slip.exchange.collect, locale, input.currency));
    line(
      Number(slip.exchange.collect) > 0
        ? t("slips.exchangeCollect", { amount, count: slip.exchange.takeBack })
        : t("slips.exchangeNothing", { count: slip.exchange.takeBack }),
      { size: 10, bold: true },
      1.4,
    );
  }
  line(t("slips.items", { count: slip.items }), { size: 10 }, 1.4);
  if (slip.codes) line(slip.codes, { size: 7, base: "ltr", color: GREY }, 1.4);
  const carrier = [
    slip.carrier ? `${t("slips.carrier")}: ${isolate(slip.carrier)}` : "",
    slip.trackingNumber ? `${t("slips.tracking")}: ${ltr(slip.trackingNumber)}` : "",
  ]
    .filter(Boolean)
    .join("  ");
  if (carrier) line(carrier, { size: 8 }, 1.4);
  if (slip.staffNote) line(`${t("slips.note")}: ${isolate(slip.staffNote)}`, { size: 8 }, 1.4);
}

/** Cut lines between the quarters of an A4 sheet. */
function drawCutLines(doc: PdfDocument) {
  doc.save().lineWidth(0.5).strokeColor("#999999").dash(4, { space: 4 });
  doc
    .moveTo(A4[0] / 2, 0)
    .lineTo(A4[0] / 2, A4[1])
    .stroke();
  doc
    .moveTo(0, A4[1] / 2)
    .lineTo(A4[0], A4[1] / 2)
    .stroke();
  doc.undash().restore();
}

/** The PDF of a batch's slips. */
export async function slipsPdf(input: SlipsPdfInput): Promise<Buffer> {
  const barcodes = await Promise.all(input.slips.map((slip) => code128Png(slip.reference)));
  const rtl = localeInfo[input.locale].dir === "rtl";
  const size = input.layout === "a6" ? A6 : A4;
  const boxes = boxesOf(input.layout, rtl);
  const indexOf = new Map(input.slips.map((slip, index) => [slip, index]));
  return renderPdf({ size, title: translate(input.locale, "slips.title"), author: input.sender.name, lang: input.locale }, (doc) => {
    sheetsOf(input.slips, input.layout).forEach((sheet, page) => {
      if (page > 0) doc.addPage({ size, margin: 0 });
      if (input.layout === "a4") drawCutLines(doc);
      sheet.forEach((slip, place) => drawSlip(doc, slip, barcodes[indexOf.get(slip) ?? 0], boxes[place], input));
    });
  });
}
