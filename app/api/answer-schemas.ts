/**
 * The shapes of the API's answers, for the OpenAPI document only (the routes build their answers; the
 * `satisfies` below keeps these in step with the types in app/lib, and the API suite checks every answer it
 * receives against the document).
 */
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { discountKinds, discountRefusals } from "~/lib/discounts";
import type { Discount, DiscountCheck } from "~/models/discounts.server";
import type { ProblemProduct, SalesChannels } from "~/models/channels.server";
import { z } from "zod";
import { AUDIT_KINDS, type AuditEntry } from "~/lib/audit";
import { colorFamilies } from "~/lib/colors";
import { FEED_FORMATS, FEED_PROBLEMS, feedProblems, type FeedProblem } from "~/lib/feeds";
import { CURRENCIES, LOCALES } from "~/lib/i18n";
import { invoiceKinds, type Invoice, type ShopperInvoice } from "~/lib/invoices";
import { orderStages } from "~/lib/order-stages";
import { returnKinds, returnStatuses } from "~/lib/returns";
import { shopperMailKinds } from "~/lib/shopper-mail";
import { importJobStatuses } from "~/lib/import-jobs";
import { stockChangeKinds, type StockChanges, type StockLineError } from "~/lib/stock-schemas";
import type { SalesReport } from "~/lib/reports";
import type { ShippingRates } from "~/lib/shipping";
import { tunisianStates } from "~/lib/states";
import type { Message, Order, OrderTracking, Post, Product, SitemapEntry, SitemapSummary, Subscriber } from "~/lib/types";

extendZodWithOpenApi(z);

const text = (description: string) => z.string().describe(description);
const notTranslated = '"" where it is not translated.';

export const productTranslationsAnswer = z
  .object({
    name: text(`The name in this language; ${notTranslated}`),
    description: text(`The description in this language; ${notTranslated}`),
  })
  .openapi("ProductTexts");

export const postTranslationsAnswer = z
  .object({
    title: text(`The title in this language; ${notTranslated}`),
    description: text(`The description in this language; ${notTranslated}`),
    content: text(`The content (sanitized HTML) in this language; ${notTranslated}`),
    categories: text(`The categories in this language; ${notTranslated}`),
  })
  .openapi("PostTexts");

const imageRef = z.object({
  url: z.string(),
  width: z.number().int().optional().describe("Pixel width of the stored image, when known"),
  height: z.number().int().optional().describe("Pixel height of the stored image, when known"),
});

const inLanguage =
  "In the language of the answer (lang, else Accept-Language, else English; see Content-Language), English where it is not translated.";

const sizeStockAnswer = z.object({
  size: z.string().describe('A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one"'),
  quantity: z.number().int(),
});

const colorNamesAnswer = z
  .object({ fr: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) })
  .describe(`The French and Arabic names; ${notTranslated}`);

export const productColorAnswer = z
  .object({
    id: z.number().int().describe("The colour's id, which an order line names as its color"),
    name: text(`The colour's name. ${inLanguage}`),
    hex: text("The swatch, #rrggbb"),
    family: z.enum(colorFamilies).describe("The colour family, for the colour filter"),
    images: z.array(imageRef).describe("The colour's own pictures, in order"),
    sizes: z.array(sizeStockAnswer).describe("The colour's stock per size, in the order shoppers read sizes"),
    translations: colorNamesAnswer,
  })
  .openapi("ProductColor");

export const productVariantAnswer = z
  .object({
    colorId: z.number().int().nullable().describe("The colour's id (see colors); null for a product without colours"),
    size: z.string().describe('A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one"'),
    quantity: z.number().int(),
    sku: text("The variant's SKU: A-Z, 0-9 and dashes, unique in the store, such as WRAP-MIDI-GRN-M"),
    barcode: z.string().nullable().describe("The variant's GTIN-8, 12, 13 or 14, or null"),
  })
  .openapi("ProductVariant");

export const productAnswer = z
  .object({
    id: z.number().int(),
    handle: text(
      "How catalogue files (export, import) name the product: lower case, unique, made from the English name and kept on rename " +
        "(additive to SPEC's shape)",
    ),
    name: text(`The name. ${inLanguage}`),
    price: text('The price with the store currency\'s decimals ("12.50" USD, "12.345" TND)'),
    compareAtPrice: z
      .string()
      .nullable()
      .describe(
        "The price before the sale, above price and with its decimals, shown struck through; null when the product is not " +
          "on sale. Orders are priced at price (additive to SPEC's shape).",
      ),
    quantity: text("Units in stock"),
    description: text(`The description. ${inLanguage}`),
    images: z.array(imageRef).describe("The pictures: every colour's, the first colour's first"),
    categories: text("The category value (not translated: a code such as dresses)"),
    type: text("The product type value (not translated)"),
    createAt: text("ISO 8601"),
    updateAt: text("ISO 8601"),
    isNew: z.enum(["true", "false"]),
    brand: z
      .string()
      .nullable()
      .describe(
        "The maker's name, sent to the product feeds as brand; null when the shop sells the product under its own name " +
          "(additive to SPEC's shape).",
      ),
    inFeeds: z.boolean().describe("false when staff keep the product out of the Google and Meta product feeds (additive to SPEC's shape)."),
    sizes: z
      .array(sizeStockAnswer)
      .describe("Stock per size over every colour, in the order shoppers read sizes; quantity is their sum (additive to SPEC's shape)."),
    colors: z.array(productColorAnswer).describe("The colours, in order; empty for a product without colours (additive to SPEC's shape)."),
    variants: z
      .array(productVariantAnswer)
      .describe(
        "Every colour × size row with its stock, SKU and barcode, the first colour's first, each colour's sizes in the order " +
          "shoppers read them (additive to SPEC's shape).",
      ),
    translations: z
      .object({ fr: productTranslationsAnswer, ar: productTranslationsAnswer })
      .describe("Every translation, whatever the language of the answer (additive to SPEC's shape)."),
  })
  .openapi("Product") satisfies z.ZodType<Product>;

export const postAnswer = z
  .object({
    id: z.number().int(),
    title: text(`The title. ${inLanguage}`),
    description: text(`The description. ${inLanguage}`),
    content: text(`The content, sanitized HTML. ${inLanguage}`),
    author: z.string(),
    categories: text(`The categories, free text. ${inLanguage}`),
    tags: z.string(),
    imgUrl: z.string(),
    imgWidth: z.number().int().optional(),
    imgHeight: z.number().int().optional(),
    createAt: text("ISO 8601"),
    updateAt: text("ISO 8601"),
    translations: z
      .object({ fr: postTranslationsAnswer, ar: postTranslationsAnswer })
      .describe("Every translation, whatever the language of the answer (additive to SPEC's shape)."),
  })
  .openapi("Post") satisfies z.ZodType<Post>;

const iso = text("ISO 8601");
const money = (description: string) => text(`${description}, with the store currency's decimals`);
const stage = z.enum(orderStages);

const orderLineAnswer = z.object({
  id: z.number().int().nullable().describe("The product's id; null when the product was deleted since"),
  lineId: z.number().int().describe("The order line's own id, which a delivery in part names (PUT /orders/delivery/{id})"),
  name: z.string(),
  images: z.array(imageRef),
  quantity: z.number().int().describe("The pieces ordered"),
  keptQuantity: z
    .number()
    .int()
    .nullable()
    .describe("The pieces the shopper kept at the door; null while not delivered, or when delivered whole (all of quantity)"),
  price: money("The unit price the order was placed at"),
  size: z.string().nullable().describe("The size sold; null on orders placed before sizes existed"),
  color: z
    .object({
      id: z.number().int().nullable().describe("The colour's id; null once the colour is removed (only ever after the order closed)"),
      name: z.string().describe("The colour's English name when the order was placed"),
      translations: colorNamesAnswer,
    })
    .nullable()
    .describe("The colour sold, as it was named when the order was placed; null for a product without colours"),
  stock: z.number().int().nullable().describe("The stock now of the colour and size sold; null when the product was deleted since"),
  sku: z.string().nullable().describe("The variant's SKU when the order was placed; null on orders placed before SKUs existed"),
  barcode: z.string().nullable().describe("The variant's barcode when the order was placed, or null"),
});

const orderEventAnswer = z.object({
  at: iso,
  by: z.string().nullable().describe("The staff member's name; null for the shopper who placed it"),
  // The generator leaves null out of a nullable enum's list: it is said here.
  from: stage
    .nullable()
    .openapi({ enum: [...orderStages, null] })
    .describe("null when the order was placed"),
  to: stage,
  note: z.string(),
  kept: z
    .object({
      lines: z.array(
        z.object({
          lineId: z.number().int(),
          name: z.string(),
          color: z.string().nullable().describe("The colour's English name when the order was placed"),
          size: z.string().nullable(),
          ordered: z.number().int(),
          kept: z.number().int(),
        }),
      ),
      ordered: z
        .object({ subtotal: money("The subtotal"), discount: money("The discount"), total: money("The total") })
        .describe("The order's figures as placed; the order's own figures are now the kept ones"),
    })
    .optional()
    .describe("A delivery in part: each line's pieces ordered and kept (that event only)"),
  returned: z
    .object({
      returnId: z.number().int().describe("The return (in the order's returns, or the exchange's order's exchange)"),
      event: z
        .enum(["recorded", "received", "exchange"])
        .describe("A return recorded, its pieces received, or the start of an exchange's order"),
    })
    .optional()
    .describe("A return or an exchange of some pieces, which leaves the order's stage as it is (that event only)"),
});

const returnStatus = z.enum(returnStatuses);

const orderReturnAnswer = z
  .object({
    id: z.number().int(),
    kind: z.enum(returnKinds).describe("return: pieces coming back for a refund; exchange: pieces given back for those of exchangeOrder"),
    status: returnStatus.describe("awaiting the pieces, received (their stock is back), or cancelled"),
    refund: money("What the pieces are worth, as the shopper paid for them: refunded by a return, credited against an exchange"),
    note: z.string(),
    createAt: iso,
    receivedAt: iso.nullable(),
    createdBy: z.string().nullable().describe("The staff member who recorded it"),
    exchangeOrder: z
      .object({ id: z.number().int(), reference: z.string() })
      .nullable()
      .describe("The exchange's own order; null for a return"),
    lines: z.array(
      z.object({
        lineId: z.number().int().describe("The order line (lineId)"),
        quantity: z.number().int().describe("The pieces coming back"),
        amount: money("What they are worth"),
      }),
    ),
  })
  .openapi("OrderReturn");

const orderExchangeAnswer = z
  .object({
    of: z.object({ id: z.number().int(), reference: z.string() }).describe("The delivered order whose pieces it exchanges"),
    returnId: z.number().int(),
    returnStatus,
    credit: money("What the pieces given back are worth, credited against this order's total"),
    collect: money("The cash the courier collects: the total less the credit, when positive"),
    payBack: money("The cash the shop owes the shopper: the credit less the total, when positive"),
    takeBack: z.number().int().describe("The pieces the courier takes back"),
  })
  .openapi("OrderExchange");

export const orderAnswer = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    telephone: z.string(),
    state: z.string().describe("The governorate"),
    city: z.string(),
    street: z.string(),
    zip: z.string(),
    place: z.enum(["Home", "Office"]),
    products: z.array(orderLineAnswer),
    status: z.union([z.literal(0), z.literal(1)]).describe("1 exactly when the order is delivered"),
    reference: z.string().describe("The shopper's order number, such as K7M2-9QXD-4HPT"),
    subtotal: money("The lines' sum"),
    shippingFee: money("The delivery fee"),
    total: money("What the shopper pays: subtotal less the code's discount off the goods, plus the delivery fee"),
    discountCode: z.string().nullable().describe("The discount code the order was placed with, as it was then; null: none"),
    discountKind: z
      .enum(discountKinds)
      .nullable()
      .openapi({ enum: [...discountKinds, null] })
      .describe("What the code did: percent or fixed off the goods, free_shipping (the fee became 0)"),
    discount: money("What the code took off the goods, or the delivery fee it waived; 0 without a code"),
    stage,
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    staffNote: z.string().optional().describe("Staff's own note"),
    refusals: z
      .number()
      .int()
      .optional()
      .describe(
        "How many other orders of this telephone number were refused at the door; in the list's and one order's answers (not when an order is placed)",
      ),
    history: z.array(orderEventAnswer).optional().describe("The timeline, oldest first (one order's answer only)"),
    returns: z.array(orderReturnAnswer).optional().describe("Pieces coming back or back, oldest first (one order's answer only)"),
    partlyReturned: z.boolean().optional().describe("Whether a return of some of its pieces was recorded (staff's answers)"),
    exchange: orderExchangeAnswer
      .nullable()
      .optional()
      .describe("For an exchange's own order, what it exchanges and what the courier settles; null for any other (staff's answers)"),
    email: z.string().nullable().optional().describe("The shopper's e-mail for news of this order; null: none given (staff's answers)"),
    locale: z
      .enum(LOCALES)
      .optional()
      .describe("The language of the page the order was placed from, which its messages speak (staff's answers)"),
    messages: z
      .array(
        z.object({
          kind: z.enum(shopperMailKinds),
          to: z.string(),
          queuedAt: iso,
          sentAt: iso.nullable().describe("null while it waits for the mail server"),
        }),
      )
      .optional()
      .describe("The messages written to the shopper about this order, oldest first (one order's staff answer only)"),
    createAt: iso,
  })
  .openapi("Order") satisfies z.ZodType<Order>;

export const shopperOrderAnswer = orderAnswer
  .omit({
    id: true,
    locale: true,
    staffNote: true,
    refusals: true,
    products: true,
    returns: true,
    partlyReturned: true,
    exchange: true,
    email: true,
    messages: true,
  })
  .extend({
    products: z.array(orderLineAnswer.omit({ lineId: true, stock: true, sku: true, barcode: true })),
    settlement: z
      .object({
        of: z.string().describe("The reference of the order whose pieces it exchanges"),
        credit: money("What the pieces she gives back are worth, credited against this order's total"),
        collect: money("What she pays the courier"),
        payBack: money("What the shop pays her back"),
        takeBack: z.number().int().describe("The pieces the courier takes back"),
      })
      .nullable()
      .optional()
      .describe("For an exchange's own order, what she pays at the door; null for any other"),
  })
  .describe(
    "The order as its shopper sees it: no internal id, no stock figures or stock codes, no staff note, and a timeline without who or notes",
  )
  .openapi("ShopperOrder");

export const orderTrackingAnswer = z
  .object({
    reference: z.string(),
    stage,
    status: z.union([z.literal(0), z.literal(1)]),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    createAt: iso,
    history: z.array(z.object({ at: iso, to: stage })),
    discountCode: z.string().nullable().describe("The discount code the order was placed with; null: none"),
    discountKind: z
      .enum(discountKinds)
      .nullable()
      .openapi({ enum: [...discountKinds, null] })
      .describe("What the code did: percent or fixed off the goods, free_shipping (the delivery fee waived)"),
    discount: money("What the code took off the goods, or the delivery fee it waived; 0 without a code"),
    kept: z
      .array(
        z.object({
          name: z.string(),
          size: z.string().nullable(),
          color: z
            .object({ id: z.number().int().nullable(), name: z.string(), translations: colorNamesAnswer })
            .nullable()
            .describe("The colour as it was named when the order was placed; null for a product without colours"),
          quantity: z.number().int().describe("The pieces ordered"),
          keptQuantity: z.number().int().describe("The pieces kept"),
        }),
      )
      .describe("A parcel kept in part at the door: each line with the pieces ordered and kept; empty otherwise"),
  })
  .openapi("OrderTracking") satisfies z.ZodType<OrderTracking>;

export const messageAnswer = z
  .object({
    messageId: z.number().int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    deviceType: z.string().describe("The sender's User-Agent"),
    device: z.enum(["tablet", "mobile", "desktop"]),
    createAt: iso,
  })
  .openapi("Message") satisfies z.ZodType<Message>;

export const subscriberAnswer = z
  .object({
    email: z.string(),
    locale: z.string().describe("The language the subscriber reads: en, fr or ar"),
    createAt: iso,
    unsubscribePath: z.string().describe("The path of the subscriber's unsubscribe link"),
  })
  .openapi("Subscriber") satisfies z.ZodType<Subscriber>;

export const shippingRatesAnswer = z
  .object({
    fees: z.array(z.object({ state: z.enum(tunisianStates), fee: money("The delivery fee") })),
    freeShippingOver: z.string().nullable().describe("The subtotal from which delivery is free; null when there is none"),
  })
  .openapi("ShippingRates") satisfies z.ZodType<ShippingRates>;

export const discountAnswer = z
  .object({
    id: z.number().int(),
    code: z.string().describe("Upper case, letters, digits and dashes"),
    kind: z.enum(discountKinds),
    percent: z.number().int().nullable().describe("Whole percent off (kind percent)"),
    amount: z.string().nullable().describe("The amount off, with the store currency's decimals (kind fixed)"),
    startsAt: iso.nullable().describe("From when it applies; null: at once"),
    endsAt: iso.nullable().describe("Until when it applies (excluded); null: no end"),
    minSubtotal: z.string().nullable().describe("The subtotal a cart must reach; null: none"),
    productTypes: z.array(z.string()).describe("The product types it applies to; empty: every type"),
    excludeSale: z.boolean().describe("Lines on sale are left out"),
    maxUses: z.number().int().nullable().describe("How many orders may use it; null: no limit"),
    oncePerPhone: z.boolean().describe("One open use per telephone number"),
    paused: z.boolean(),
    note: z.string().describe("Staff's note"),
    uses: z.number().int().describe("Orders holding a use (cancelled, returned and refused ones gave theirs back)"),
    revenue: money("The totals of those orders, added up"),
    discountGiven: money("What those orders were given off, added up"),
    createAt: iso,
    updateAt: iso,
  })
  .openapi("Discount") satisfies z.ZodType<Discount>;

export const deletedDiscountAnswer = z.object({ id: z.number().int() });

export const discountCheckAnswer = z
  .discriminatedUnion("applies", [
    z.object({
      applies: z.literal(true),
      code: z.string(),
      kind: z.enum(discountKinds),
      discount: money("What it takes off the goods, or the delivery fee it waives"),
      subtotal: money("The cart's lines at today's prices"),
      shippingFee: money("The delivery fee after the code (0 with free delivery)"),
      total: money("What the order would cost"),
    }),
    z.object({
      applies: z.literal(false),
      code: z.string(),
      reason: z.enum(discountRefusals).describe("Why it does not apply: each reason has its own message in every language"),
      message: z.string().describe("The reason, in English"),
      minSubtotal: money("The subtotal the code needs, when that is the reason").optional(),
    }),
  ])
  .openapi("DiscountCheck") satisfies z.ZodType<DiscountCheck>;

export const salesReportAnswer = z
  .object({
    periods: z.array(
      z.object({
        days: z.number().int(),
        orders: z.number().int(),
        revenue: money("The totals of the orders not cancelled, returned or refused"),
        averageBasket: money("Revenue per order not cancelled, returned or refused"),
        lost: z.number().int().describe("Cancelled, returned or refused, of orders"),
        discount: money("What discount codes took off the orders not cancelled, returned or refused (free delivery: the fee waived)"),
      }),
    ),
    days: z.array(z.object({ date: text("YYYY-MM-DD in the store's time zone"), orders: z.number().int(), revenue: z.string() })),
    topProducts: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), quantity: z.number().int(), revenue: z.string() })),
    topCodes: z
      .array(
        z.object({
          code: z.string(),
          orders: z.number().int().describe("Orders placed with the code, not cancelled, returned or refused"),
          discount: money("What the code took off those orders"),
          revenue: money("Their totals, delivery included"),
        }),
      )
      .describe("The 5 most used discount codes of the last 30 days (most orders, then revenue)"),
    lowStock: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        color: z.string().nullable().describe("The colour's English name; null for a product without colours"),
        colorTranslations: colorNamesAnswer
          .nullable()
          .describe(`The colour's French and Arabic names ("" where one is not translated); null for a product without colours`),
        size: z.string(),
        quantity: z.number().int(),
      }),
    ),
    lowStockCount: z.number().int(),
    lowStockThreshold: z.number().int(),
  })
  .openapi("SalesReport") satisfies z.ZodType<SalesReport>;

export const auditEntryAnswer = z
  .object({
    id: z.number().int(),
    at: iso,
    userId: z.number().int().nullable(),
    actor: z.string(),
    role: z.string(),
    client: z.string().nullable(),
    action: z.string(),
    kind: z.enum(AUDIT_KINDS),
    targetId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable().describe("The fields before the write; null for a creation"),
    after: z.record(z.string(), z.unknown()).nullable().describe("The fields after it; null for a deletion"),
  })
  .openapi("AuditEntry") satisfies z.ZodType<AuditEntry>;

const timestampOrNull = z.string().nullable();
export const sitemapSummaryAnswer = z
  .object({
    products: z.object({ count: z.number().int(), updatedAt: timestampOrNull }),
    posts: z.object({ count: z.number().int(), updatedAt: timestampOrNull }),
    categories: z.array(z.object({ type: z.string(), category: z.string(), count: z.number().int(), updatedAt: timestampOrNull })),
  })
  .openapi("SitemapSummary") satisfies z.ZodType<SitemapSummary>;

export const sitemapEntryAnswer = z.object({ id: z.number().int(), updateAt: iso }) satisfies z.ZodType<SitemapEntry>;

/** The answer of a deletion: the id of what is gone. */
export const deletedAnswer = z.object({ id: z.number().int() });
export const uploadedImagesAnswer = z.object({
  images: z.array(z.object({ url: text("The stored image's name, read at /api/products/images/{name}") })),
});
export const uploadedCoverAnswer = z.object({ data: text("The stored image's name, read at /api/posts/images/{name}") });
export const uploadedAvatarAnswer = z.object({ url: text("Where the image is read: /api/media/{name}") });
export const tokenAnswer = z.object({ token: text("Send it as Authorization: Bearer <token>") });
export const okAnswer = z.object({ ok: z.literal(true) });
export const healthAnswer = z.object({ status: z.literal("ok") });
export const openApiAnswer = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).passthrough(),
    paths: z.record(z.string(), z.unknown()),
  })
  .passthrough()
  .describe("This document");
export const staleOrdersAnswer = z.object({
  days: z.number().int().nullable().describe("STALE_ORDER_DAYS; null when it is off"),
  count: z.number().int(),
});
export const cancelledOrdersAnswer = z.object({ cancelled: z.number().int().describe("How many orders were cancelled") });
export const deletedMessageAnswer = z.object({ messageId: z.number().int() });
export const subscribedAnswer = z.object({ subscribed: z.literal(true) });
export const unsubscribedAnswer = z.object({ unsubscribed: z.literal(true) });
export const stockAlertAnswer = z.object({
  productId: z.number().int(),
  colorId: z.number().int().nullable().describe("null for a product without colours"),
  product: z.string(),
  color: z.string().nullable(),
  size: z.string(),
  sizeLabel: z.string().nullable().describe("The size as it reads in the alert's language; null for a product in one size"),
  confirmed: z.boolean(),
});
export const waitingAlertsAnswer = z.array(
  z.object({
    productId: z.number().int(),
    product: z.string(),
    colorId: z.number().int().nullable(),
    color: z.string().nullable(),
    size: z.string(),
    sku: z.string().nullable().describe("null when the variant was removed since"),
    quantity: z.number().int().describe("Its stock now"),
    waiting: z.number().int().describe("Confirmed alerts waiting for it"),
  }),
);
export const userCountAnswer = z.object({ length: z.number().int() });

const invoiceLineAnswer = z.object({
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable().describe("The colour's English name; null for a product without colours"),
  quantity: z.number().int(),
  vatRate: z.number().describe("Percent"),
  unitPriceWithTax: money("The unit price as sold, VAT included"),
  unitPriceBeforeTax: money("The unit price before VAT, rounded half up (for information)"),
  amountWithTax: money("Quantity × unit price, VAT included"),
  amountBeforeTax: money("The same before VAT, rounded half up (for information)"),
});

export const invoiceAnswer = z
  .object({
    id: z.number().int(),
    number: z.string().describe("YYYY-NNNNNN, one gapless sequence a year shared by invoices and credit notes"),
    kind: z.enum(invoiceKinds),
    orderId: z.number().int(),
    corrects: z.string().nullable().describe("The number of the invoice a credit note cancels; null for an invoice"),
    issuedAt: z.string().datetime(),
    issuedBy: z.string().nullable().describe("The staff member's name; null for the system"),
    content: z
      .object({
        currency: z.enum(CURRENCIES),
        seller: z.object({
          legalName: z.string(),
          storeName: z.string(),
          address: z.string(),
          telephone: z.string(),
          taxId: z.string().describe("Matricule fiscal"),
          tradeRegister: z.string().describe("Registre de commerce"),
        }),
        customer: z.object({
          fullName: z.string(),
          telephone: z.string(),
          street: z.string(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
        }),
        order: z.object({ reference: z.string(), placedAt: z.string().datetime() }),
        lines: z.array(invoiceLineAnswer),
        shipping: z.object({ amountWithTax: money("The delivery fee before a code waived it, VAT included"), vatRate: z.number() }),
        discount: z.object({ code: z.string(), freeDelivery: z.boolean(), amount: money("What the code took off") }).nullable(),
        vatRows: z.array(z.object({ rate: z.number(), base: money("The base before tax at this rate"), vat: money("Its VAT") })),
        totalBeforeTax: money("The sum of the bases"),
        totalVat: money("The sum of the VAT"),
        totalWithTax: money("The order's total"),
        stamp: money("The fiscal stamp (0 on a credit note)"),
        totalDue: money("The total with tax and the stamp"),
        amountInWords: z.string().describe("The closing sentence, in French"),
      })
      .describe("Everything the document prints, copied when it was issued"),
  })
  .openapi("Invoice") satisfies z.ZodType<Invoice>;

export const shopperInvoiceAnswer = invoiceAnswer
  .omit({ orderId: true, issuedBy: true })
  .describe("A document as its shopper reads it by her order's reference: everything it prints, not who issued it nor the order's id")
  .openapi("ShopperInvoice") satisfies z.ZodType<ShopperInvoice>;

const importCounts = z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int() });

export const catalogImportAnswer = z
  .object({
    format: z.enum(["store", "shopify", "woocommerce"]).describe("The file's format, told from its header row"),
    products: importCounts.describe("Products the file adds, changes and leaves as they are (matched by handle)"),
    variants: z.number().int().describe("Colour × size rows of the file"),
    pictures: z
      .object({ total: z.number().int(), fromZip: z.number().int(), remote: z.number().int(), inStore: z.number().int() })
      .describe(
        "Picture files the file names: in all, to be stored from the ZIP, to be fetched (IMPORT_FETCH_IMAGES), already in the store",
      ),
    errors: z
      .array(z.object({ line: z.number().int(), column: z.string(), message: z.string() }))
      .describe("Every row in error: its row number as a spreadsheet shows it (the header is 1), its column and why"),
    unmapped: z
      .array(z.object({ value: z.string(), products: z.number().int() }))
      .describe("Categories the store does not know, each once: map them with `mapping` and preview again"),
    job: z
      .number()
      .int()
      .nullable()
      .describe("The kept upload of a preview, to confirm with POST /products/import/{id}/confirm; null once written"),
    applied: z.boolean().describe("Whether the import was written (never with errors or unmapped categories)"),
  })
  .openapi("CatalogImport");

export const importJobAnswer = z
  .object({
    id: z.number().int(),
    status: z.enum(importJobStatuses),
    preview: catalogImportAnswer.omit({ job: true, applied: true }),
    mapping: z.record(z.string(), z.string()).describe("The categories staff mapped"),
    result: z
      .object({ counts: importCounts.optional(), messages: z.array(z.string()).optional() })
      .nullable()
      .describe("What was written (done), or why nothing was (failed)"),
    rowsTotal: z.number().int(),
    rowsDone: z.number().int().describe("Rows written so far (known to the instance running the import)"),
    createAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    secondsLeft: z.number().int().nullable().describe("While importing: at the pace so far"),
  })
  .openapi("ImportJob");

export const stockLineErrorAnswer = z
  .object({
    line: z.number().int().describe("The line's number: a file's row as a spreadsheet shows it (the header is 1), or its place in lines"),
    column: z.string().describe("The column or field in error: sku, barcode, quantity or change (a file), code or quantity (JSON)"),
    message: z.string().describe("Why, in English"),
  })
  .openapi("StockLineError") satisfies z.ZodType<StockLineError>;

export const stockChangesAnswer = z
  .object({
    kind: z.enum(stockChangeKinds),
    dryRun: z.boolean(),
    applied: z.boolean().describe("Whether the stock was written (never with a dry run or an error)"),
    changes: z
      .array(
        z.object({
          line: z.number().int().describe("The line that names the variant (a delivery's code on several lines: the first)"),
          sku: z.string(),
          barcode: z.string().nullable(),
          productId: z.number().int(),
          productName: z.string(),
          colorName: z.string().nullable().describe("The colour's English name; null for a product without colours"),
          size: z.string(),
          quantity: z.number().int().describe("What the lines gave: the count, or the change (a delivery's lines of one variant added up)"),
          before: z.number().int().describe("The variant's stock before"),
          held: z.number().int().describe("Pieces of orders not yet shipped (new or confirmed): on the shelf, already off the stock"),
          after: z.number().int().describe("Its stock after: the count less what is held, or the stock plus the change"),
        }),
      )
      .describe("Each variant the lines name, in line order; a line in error has none"),
    errors: z.array(stockLineErrorAnswer).describe("Every line that cannot be applied; with any, nothing is written"),
  })
  .openapi("StockChanges") satisfies z.ZodType<StockChanges>;

const severityWords = {
  leftOut: "left out of every feed",
  refused: "its items refused by a platform",
  warning: "a platform warns of it",
} as const;
const feedProblemAnswer = z
  .enum(FEED_PROBLEMS as [FeedProblem, ...FeedProblem[]])
  .describe(`A feed problem: ${FEED_PROBLEMS.map((problem) => `${problem} (${severityWords[feedProblems[problem]]})`).join(", ")}`);

export const salesChannelsAnswer = z
  .object({
    feeds: z
      .array(
        z.object({
          format: z
            .enum(FEED_FORMATS)
            .describe("google: the RSS feed of Merchant Center (Meta reads it too); meta: Commerce Manager's CSV"),
          locale: z.enum(LOCALES),
          url: z
            .string()
            .nullable()
            .describe("The feed's absolute address on PUBLIC_URL, to paste into the platform; null when PUBLIC_URL is not set"),
        }),
      )
      .describe("Each feed in each language"),
    publicUrl: z.string().nullable().describe("PUBLIC_URL, the store's origin; null when it is not set (the feeds then say they need it)"),
    counts: z.object({
      products: z.number().int().describe("Products in the catalogue"),
      items: z.number().int().describe("Items of each feed: the variants (colour × size) of the products not left out"),
      inStock: z.number().int().describe("Those items in stock"),
      leftOut: z.number().int().describe("Products left out of the feeds"),
    }),
    problems: z
      .object(Object.fromEntries(FEED_PROBLEMS.map((problem) => [problem, z.number().int()])) as Record<FeedProblem, z.ZodNumber>)
      .describe("How many products have each problem"),
  })
  .openapi("SalesChannels") satisfies z.ZodType<SalesChannels>;

export const feedProblemProductAnswer = z
  .object({
    id: z.number().int(),
    name: z.string().describe("The English name"),
    handle: z.string(),
    type: z.string(),
    category: z.string(),
    reasons: z.array(feedProblemAnswer).describe("Every problem of the product, in the order of the problems' list"),
  })
  .openapi("FeedProblemProduct") satisfies z.ZodType<ProblemProduct>;
