/**
 * What an invoice or credit note prints, in one language: every label in words and every amount formatted, as
 * plain strings. The print page renders it as HTML and a PDF renderer can lay out the very same rows, so the
 * two never disagree on a figure or a mention. Nothing here computes money: the amounts come frozen in the
 * invoice (app/lib/invoices.ts) and are only formatted.
 */
import { formatMoney, formatNumber, formatText, localeInfo, type Currency } from "./i18n";
import { invoicesTexts, type InvoiceMessageId } from "./invoice-messages";
import type { InvoiceKind, ShopperInvoice } from "./invoices";
import type { InvoiceLanguage } from "./invoice-languages";
import { toMinorUnits } from "./money";
import { ONE_SIZE } from "./sizes";
import { PHONE_PREFIX } from "./states";

/** One labelled value; `ltr` marks a value written left to right whatever the page's direction (numbers, codes). */
export interface InvoiceField {
  label: string;
  value: string;
  ltr?: boolean;
}

export interface InvoiceViewLine {
  description: string;
  /** "Colour: Black", "Size: M": what tells the line apart from another of the same product. */
  details: string[];
  quantity: string;
  unitBeforeTax: string;
  vatRate: string;
  amountBeforeTax: string;
  amountWithTax: string;
}

/** A row under the lines: the delivery fee, the code's discount (`off`: taken off, printed with a minus sign). */
export interface InvoiceViewExtra {
  label: string;
  vatRate: string;
  amountWithTax: string;
  off?: boolean;
}

export interface InvoiceViewTotal {
  key: "totalBeforeTax" | "totalVat" | "totalWithTax" | "stamp" | "totalDue";
  label: string;
  amount: string;
}

export interface InvoiceView {
  language: InvoiceLanguage;
  dir: "ltr" | "rtl";
  kind: InvoiceKind;
  /** "Facture", "Facture d'avoir"… */
  title: string;
  number: string;
  /** Number, date of issue, the invoice a credit note corrects, the order and its date. */
  heading: InvoiceField[];
  seller: { label: string; legalName: string; storeName: string; fields: InvoiceField[]; address: string };
  customer: { label: string; name: string; address: string[]; fields: InvoiceField[] };
  lines: {
    caption: string;
    columns: {
      description: string;
      quantity: string;
      unitBeforeTax: string;
      vatRate: string;
      amountBeforeTax: string;
      amountWithTax: string;
    };
    rows: InvoiceViewLine[];
    extras: InvoiceViewExtra[];
  };
  vat: { caption: string; columns: { rate: string; base: string; vat: string }; rows: { rate: string; base: string; vat: string }[] };
  totals: { caption: string; rows: InvoiceViewTotal[] };
  /** The closing sentence, always in French as Tunisian invoices write it (the page marks it `lang="fr"`). */
  inWords: { label: string; sentence: string };
}

/** A text of the invoice dictionaries in the document's language. */
export function invoiceText(language: InvoiceLanguage, id: InvoiceMessageId, params?: Record<string, string | number>): string {
  return formatText(language, invoicesTexts[language][id], params);
}

/** "19 %" in French, "19%" in English and Arabic (Latin digits, as the prices are). */
function percent(rate: number, language: InvoiceLanguage): string {
  const number = formatNumber(rate, language);
  return language === "fr" ? `${number}\u00a0%` : `${number}%`;
}

/** The date of issue on Tunis's clock, the day the invoice's number was taken. */
function day(value: string, language: InvoiceLanguage): string {
  return new Intl.DateTimeFormat(localeInfo[language].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Tunis",
  }).format(new Date(value));
}

export function invoiceView(invoice: ShopperInvoice, language: InvoiceLanguage): InvoiceView {
  const say = (id: InvoiceMessageId, params?: Record<string, string | number>) => invoiceText(language, id, params);
  const { content } = invoice;
  const currency: Currency = content.currency;
  const money = (amount: string) => formatMoney(amount, language, currency);
  const rate = (value: number) => percent(value, language);
  const { seller, customer } = content;
  const heading: InvoiceField[] = [
    { label: say("invoice.number"), value: invoice.number, ltr: true },
    { label: say("invoice.issuedOn"), value: day(invoice.issuedAt, language) },
    ...(invoice.corrects ? [{ label: say("invoice.corrects"), value: invoice.corrects, ltr: true }] : []),
    { label: say("invoice.order"), value: content.order.reference, ltr: true },
    { label: say("invoice.orderDate"), value: day(content.order.placedAt, language) },
  ];
  const extras: InvoiceViewExtra[] = [];
  // The delivery fee as charged before any code waived it; a free delivery code then takes it off again below.
  if (toMinorUnits(content.shipping.amountWithTax, currency) > 0n)
    extras.push({
      label: say("invoice.shipping"),
      vatRate: rate(content.shipping.vatRate),
      amountWithTax: money(content.shipping.amountWithTax),
    });
  if (content.discount)
    extras.push({
      label: say(content.discount.freeDelivery ? "invoice.freeDelivery" : "invoice.discount", { code: content.discount.code }),
      vatRate: "",
      amountWithTax: `\u2212${money(content.discount.amount)}`,
      off: true,
    });
  const totals: InvoiceViewTotal[] = [
    { key: "totalBeforeTax", label: say("invoice.totalBeforeTax"), amount: money(content.totalBeforeTax) },
    { key: "totalVat", label: say("invoice.totalVat"), amount: money(content.totalVat) },
    { key: "totalWithTax", label: say("invoice.totalWithTax"), amount: money(content.totalWithTax) },
    // A credit note refunds no stamp (it holds 0): its line is left out rather than printed as nothing.
    ...(toMinorUnits(content.stamp, currency) > 0n
      ? [{ key: "stamp" as const, label: say("invoice.stamp"), amount: money(content.stamp) }]
      : []),
    { key: "totalDue", label: say(`invoice.totalDue.${invoice.kind}`), amount: money(content.totalDue) },
  ];
  return {
    language,
    dir: localeInfo[language].dir,
    kind: invoice.kind,
    title: say(`invoice.title.${invoice.kind}`),
    number: invoice.number,
    heading,
    seller: {
      label: say("invoice.seller"),
      legalName: seller.legalName,
      storeName: seller.storeName,
      address: seller.address,
      fields: [
        ...(seller.telephone ? [{ label: say("invoice.telephone"), value: seller.telephone, ltr: true }] : []),
        { label: say("invoice.taxId"), value: seller.taxId, ltr: true },
        { label: say("invoice.tradeRegister"), value: seller.tradeRegister, ltr: true },
      ],
    },
    customer: {
      label: say("invoice.customer"),
      name: customer.fullName,
      address: [customer.street, [customer.zip, customer.city].filter(Boolean).join(" "), customer.state].filter(Boolean),
      fields: [{ label: say("invoice.telephone"), value: `${PHONE_PREFIX} ${customer.telephone}`, ltr: true }],
    },
    lines: {
      caption: say("invoice.lines"),
      columns: {
        description: say("invoice.description"),
        quantity: say("invoice.quantity"),
        unitBeforeTax: say("invoice.unitBeforeTax"),
        vatRate: say("invoice.vatRate"),
        amountBeforeTax: say("invoice.amountBeforeTax"),
        amountWithTax: say("invoice.amountWithTax"),
      },
      rows: content.lines.map((line) => ({
        description: line.name,
        details: [
          ...(line.color ? [say("invoice.color", { color: line.color })] : []),
          ...(line.size && line.size !== ONE_SIZE ? [say("invoice.size", { size: line.size })] : []),
        ],
        quantity: formatNumber(line.quantity, language),
        unitBeforeTax: money(line.unitPriceBeforeTax),
        vatRate: rate(line.vatRate),
        amountBeforeTax: money(line.amountBeforeTax),
        amountWithTax: money(line.amountWithTax),
      })),
      extras,
    },
    vat: {
      caption: say("invoice.vatByRate"),
      columns: { rate: say("invoice.vatRate"), base: say("invoice.vatBase"), vat: say("invoice.vat") },
      rows: content.vatRows.map((row) => ({ rate: rate(row.rate), base: money(row.base), vat: money(row.vat) })),
    },
    totals: { caption: say("invoice.totals"), rows: totals },
    inWords: { label: say("invoice.inWords"), sentence: content.amountInWords },
  };
}
