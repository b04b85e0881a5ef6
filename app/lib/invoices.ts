/**
 * Invoices and credit notes (issue 36, docs/decisions/049): what one holds, how its figures are worked out from
 * an order, and how its number and its amount in words are written. Shared by the model that issues them, the
 * pages and PDFs that print them, and the tests. No Node API: only BigInt and strings.
 *
 * Prices in the store include VAT. The rounding rule, stated once and used everywhere:
 * 1. Work in the currency's minor units (millimes, cents), never in floats.
 * 2. The order's discount on goods is shared over the lines it applied to (all of them on orders placed before
 *    that was kept) in proportion to their amounts with tax, the last of them taking what rounding leaves, so that
 *    the shares add up to the discount exactly. A credit note of some pieces shares theirs the same way.
 * 3. For each VAT rate, the base with tax is the sum of that rate's lines less their shares, plus the delivery
 *    fee at its rate. The base before tax is that sum × 100 / (100 + rate), rounded half up to the minor unit;
 *    the VAT is the difference. So total before tax + VAT = the order's total, to the millime.
 * 4. A line's unit price and amount before tax are shown rounded the same way, for information; the totals come
 *    from the bases of step 3, never from adding rounded lines.
 * 5. The fiscal stamp is added to the invoice's total, never to the order's price.
 */
import { toCardinal } from "n2words/fr-FR";
import type { DiscountKind } from "./discounts";
import type { Currency } from "./i18n";
import { fromMinorUnits, toMinorUnits } from "./money";

export const invoiceKinds = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Tunisia's standard VAT rate, the default for every product type and for delivery. */
export const VAT_RATE_DEFAULT = 19;
/** The fiscal stamp of each invoice in dinars (droit de timbre, 1.000 TND since 2023). */
export const FISCAL_STAMP_TND = "1.000";
/** Languages an invoice prints in (their own light module, for the pages that only link to invoices). */
export { DEFAULT_INVOICE_LANGUAGE, invoiceLanguages, isInvoiceLanguage, type InvoiceLanguage } from "./invoice-languages";

/** The shop's legal details, as an invoice copies them. */
export interface InvoiceSeller {
  /** The company's registered name (raison sociale). */
  legalName: string;
  /** The shop's trading name (STORE_NAME). */
  storeName: string;
  address: string;
  telephone: string;
  /** Matricule fiscal. */
  taxId: string;
  /** Registre de commerce / RNE. */
  tradeRegister: string;
}

/** The settings that issue invoices: every legal mention, the stamp and the VAT rates. */
export interface InvoiceSettings {
  seller: InvoiceSeller;
  /** The fiscal stamp in the store's currency; "0" prints none. */
  stamp: string;
  /** The VAT rate of each product type, in percent; a type left out takes `defaultRate`. */
  vatRates: Partial<Record<string, number>>;
  defaultRate: number;
  /** The delivery fee's VAT rate. */
  shippingRate: number;
}

/** The settings before any is given: no legal details (so no invoice yet), 19% everywhere, the stamp in dinars only. */
export function defaultInvoiceSettings(currency: Currency, storeName = "Yasmine"): InvoiceSettings {
  return {
    seller: { legalName: "", storeName, address: "", telephone: "", taxId: "", tradeRegister: "" },
    stamp: currency === "TND" ? FISCAL_STAMP_TND : fromMinorUnits(0n, currency),
    vatRates: {},
    defaultRate: VAT_RATE_DEFAULT,
    shippingRate: VAT_RATE_DEFAULT,
  };
}

/** The settings an invoice cannot be issued without, by the environment variable that sets each. */
export const INVOICE_REQUIRED_SETTINGS = {
  legalName: "STORE_LEGAL_NAME",
  address: "STORE_ADDRESS",
  taxId: "STORE_TAX_ID",
  tradeRegister: "STORE_TRADE_REGISTER",
} as const satisfies Partial<Record<keyof InvoiceSeller, string>>;

/** The names of the required settings that are empty, in the order the README lists them. */
export function missingInvoiceSettings(seller: InvoiceSeller): string[] {
  return Object.entries(INVOICE_REQUIRED_SETTINGS)
    .filter(([field]) => !seller[field as keyof InvoiceSeller].trim())
    .map(([, name]) => name);
}

/** A line of an order, as the invoice reads it. */
export interface InvoiceSourceLine {
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  /** With tax, as the order sold it. */
  unitPrice: string;
  /** The product's type when the invoice is issued (null: the product is gone, the default rate applies). */
  productType: string | null;
  /** The rate the invoice charged, which a credit note of some of its pieces repeats whatever the rates are now. */
  vatRate?: number;
  /** Whether the order's code applied to the line (order_lines.discounted); null or absent: not known, all take a share. */
  discounted?: boolean | null;
}

/** What an order holds that its invoice prints. */
export interface InvoiceSource {
  currency: Currency;
  reference: string;
  placedAt: string;
  customer: InvoiceCustomer;
  lines: readonly InvoiceSourceLine[];
  /** The fee the order charged (0 when a code waived it). */
  shippingFee: string;
  discountCode: string | null;
  discountKind: DiscountKind | null;
  /** What the code took off the goods, or the fee it waived. */
  discount: string;
  /** The order's total: what the shopper paid. */
  total: string;
}

export interface InvoiceCustomer {
  fullName: string;
  telephone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface InvoiceLine {
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  vatRate: number;
  unitPriceWithTax: string;
  unitPriceBeforeTax: string;
  amountWithTax: string;
  amountBeforeTax: string;
}

export interface InvoiceVatRow {
  rate: number;
  /** The base before tax at this rate. */
  base: string;
  vat: string;
}

/** Everything an issued invoice or credit note prints, copied when it was issued and never changed. */
export interface InvoiceContent {
  currency: Currency;
  seller: InvoiceSeller;
  customer: InvoiceCustomer;
  order: { reference: string; placedAt: string };
  lines: InvoiceLine[];
  /** The delivery fee before any code waived it, with tax, and its rate. */
  shipping: { amountWithTax: string; vatRate: number };
  /** The code's line; `freeDelivery` when it waived the fee. Null for an order without a code. */
  discount: { code: string; freeDelivery: boolean; amount: string } | null;
  vatRows: InvoiceVatRow[];
  totalBeforeTax: string;
  totalVat: string;
  /** The order's total, with tax. */
  totalWithTax: string;
  stamp: string;
  /** What the invoice asks for: the total with tax and the stamp. */
  totalDue: string;
  /** The sentence of the amount in words, in French. */
  amountInWords: string;
}

/** An issued document as the API answers it. */
export interface Invoice {
  id: number;
  number: string;
  kind: InvoiceKind;
  orderId: number;
  /** The invoice a credit note corrects, by number; null for an invoice. */
  corrects: string | null;
  issuedAt: string;
  issuedBy: string | null;
  content: InvoiceContent;
}

/**
 * A document as its shopper reads it, by her order's reference: who issued it and the order's internal id are the
 * shop's business, as her order's answer leaves out who moved it. What it prints is all there.
 */
export type ShopperInvoice = Omit<Invoice, "orderId" | "issuedBy">;

/** The yearly, gapless number: 2026-000001. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

export const INVOICE_NUMBER_PATTERN = /^\d{4}-\d{6,}$/;

/** a × 100 / (100 + rate), rounded half up, in minor units; amounts here are never negative. */
function beforeTax(withTax: bigint, rate: number): bigint {
  // Rates may carry two decimals (7.5%): scale them to whole hundredths.
  const hundredths = BigInt(Math.round(rate * 100));
  const numerator = withTax * 10_000n;
  const denominator = 10_000n + hundredths;
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The discount shared over amounts in proportion to them; the shares add up to `total` exactly. */
function shareOut(total: bigint, amounts: readonly bigint[]): bigint[] {
  const sum = amounts.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return amounts.map(() => 0n);
  const shares = amounts.map((amount) => (total * amount) / sum);
  // What rounding leaves goes to the last line that takes a share.
  let last = amounts.length - 1;
  while (amounts[last] === 0n) last -= 1;
  shares[last] += total - shares.reduce((a, b) => a + b, 0n);
  return shares;
}

/**
 * The code's discount on goods shared over lines by rule 2: over those it applied to, when the order marked them,
 * else over all. Shared by invoices, credit notes and what returned pieces are worth (app/lib/returns.ts).
 */
export function discountShares(total: bigint, lines: readonly { amount: bigint; discounted?: boolean | null }[]): bigint[] {
  const marked = lines.some((line) => line.discounted === true);
  return shareOut(
    total,
    lines.map((line) => (marked && line.discounted === false ? 0n : line.amount)),
  );
}

/** The invoice's figures for an order, by the rule at the top of this module. */
export function invoiceFigures(
  source: InvoiceSource,
  settings: Pick<InvoiceSettings, "vatRates" | "defaultRate" | "shippingRate" | "stamp">,
): Omit<InvoiceContent, "seller" | "customer" | "order" | "amountInWords"> {
  const { currency } = source;
  const units = (amount: string) => toMinorUnits(amount, currency);
  const money = (minor: bigint) => fromMinorUnits(minor, currency);
  const rateOf = (type: string | null) => (type ? (settings.vatRates[type] ?? settings.defaultRate) : settings.defaultRate);

  const lines = source.lines.map((line) => {
    const unit = units(line.unitPrice);
    const rate = line.vatRate ?? rateOf(line.productType);
    return { line, rate, unit, amount: unit * BigInt(line.quantity), discounted: line.discounted };
  });
  const freeDelivery = source.discountKind === "free_shipping";
  const discount = units(source.discount);
  const goodsDiscount = source.discountCode && !freeDelivery ? discount : 0n;
  const shares = discountShares(goodsDiscount, lines);
  const feeCharged = units(source.shippingFee);

  const bases = new Map<number, bigint>();
  const add = (rate: number, amount: bigint) => bases.set(rate, (bases.get(rate) ?? 0n) + amount);
  lines.forEach((l, index) => add(l.rate, l.amount - shares[index]));
  if (feeCharged > 0n) add(settings.shippingRate, feeCharged);

  const vatRows = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, withTax]) => {
      const base = beforeTax(withTax, rate);
      return { rate, withTax, base, vat: withTax - base };
    });
  const totalWithTax = vatRows.reduce((sum, row) => sum + row.withTax, 0n);
  const totalBeforeTax = vatRows.reduce((sum, row) => sum + row.base, 0n);
  const stamp = units(settings.stamp);
  return {
    currency,
    lines: lines.map(({ line, rate, unit, amount }) => ({
      name: line.name,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      vatRate: rate,
      unitPriceWithTax: money(unit),
      unitPriceBeforeTax: money(beforeTax(unit, rate)),
      amountWithTax: money(amount),
      amountBeforeTax: money(beforeTax(amount, rate)),
    })),
    shipping: { amountWithTax: money(freeDelivery ? discount : feeCharged), vatRate: settings.shippingRate },
    discount: source.discountCode ? { code: source.discountCode, freeDelivery, amount: money(discount) } : null,
    vatRows: vatRows.map((row) => ({ rate: row.rate, base: money(row.base), vat: money(row.vat) })),
    totalBeforeTax: money(totalBeforeTax),
    totalVat: money(totalWithTax - totalBeforeTax),
    totalWithTax: money(totalWithTax),
    stamp: money(stamp),
    totalDue: money(totalWithTax + stamp),
  };
}

/** The names of the currency's units in French, singular and plural, as an invoice writes the amount. */
const FRENCH_UNITS: Record<Currency, { major: [string, string]; minor: [string, string] }> = {
  TND: { major: ["dinar", "dinars"], minor: ["millime", "millimes"] },
  USD: { major: ["dollar", "dollars"], minor: ["cent", "cents"] },
};

/** An amount in French words: "cent vingt-trois dinars et quatre cent cinquante millimes". */
export function amountInFrenchWords(amount: string, currency: Currency): string {
  const minor = toMinorUnits(amount, currency);
  const scale = 10n ** BigInt(fromMinorUnits(1n, currency).split(".")[1]?.length ?? 0);
  const whole = minor / scale;
  const fraction = minor % scale;
  const names = FRENCH_UNITS[currency];
  const unit = (n: bigint, [one, many]: [string, string]) => (n >= 2n ? many : one);
  // "un million de dinars": a round million or more takes "de" before the unit, as French writes it.
  const wholeWords = toCardinal(whole);
  const of = whole >= 1_000_000n && whole % 1_000_000n === 0n ? "de " : "";
  const words = `${wholeWords} ${of}${unit(whole, names.major)}`;
  return fraction === 0n ? words : `${words} et ${toCardinal(fraction)} ${unit(fraction, names.minor)}`;
}

/** The closing sentence of a Tunisian invoice or credit note. */
export function invoiceClosingSentence(kind: InvoiceKind, amount: string, currency: Currency): string {
  const document = kind === "invoice" ? "la présente facture" : "la présente facture d'avoir";
  return `Arrêtée ${document} à la somme de ${amountInFrenchWords(amount, currency)}.`;
}
