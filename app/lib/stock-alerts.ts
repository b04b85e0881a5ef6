/**
 * Back-in-stock alerts (docs/decisions/060): a shopper asks to be told when a sold-out colour × size is back.
 * The rules shared by the model, the API, the pages and the tests.
 */
import { z } from "zod";
import * as L from "./limits";
import { email, wholeNumber } from "./schema-rules";
import { isKnownSize } from "./sizes";
import { sayInvalid } from "./validation-messages";

/** An alert, confirmed or not, is deleted this many days after it was asked for, when it was never sent. */
export const STOCK_ALERT_KEEP_DAYS = 90;
/** The messages of an alert, kept in the outbox's `kind` beside the order messages. */
export const stockAlertMailKinds = ["alertConfirm", "restock"] as const;
export type StockAlertMailKind = (typeof stockAlertMailKinds)[number];
export const isStockAlertMail = (kind: string | null): kind is StockAlertMailKind =>
  (stockAlertMailKinds as readonly (string | null)[]).includes(kind);
/** How many of the most wanted sold-out variants the dashboard lists. */
export const MOST_WANTED_SHOWN = 10;
/** The tokens handed out are 32 characters; a longer one is refused before any lookup. */
export const STOCK_ALERT_TOKEN_MAX = 64;

/** The variant an alert is about, named in the alert's language (`GET /api/stock-alerts/{token}`). */
export interface StockAlertView {
  productId: number;
  /** Null for a product without colours. */
  colorId: number | null;
  product: string;
  color: string | null;
  size: string;
  /** The size as it reads in the alert's language; null for a product in one size. */
  sizeLabel: string | null;
  confirmed: boolean;
}

/** What the product page's form and the API take: the variant (no colour: the product without colours) and the address. */
export const stockAlertRequestSchema = z.object({
  productId: wholeNumber("productId", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("productId")),
  color: wholeNumber("color", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("color"))
    .optional()
    .describe("The id of the colour (a product's colors[].id); left out for a product without colours"),
  size: z
    .string({ required_error: sayInvalid.required("size"), invalid_type_error: sayInvalid.required("size") })
    .trim()
    .toLowerCase()
    .refine(isKnownSize, (size) => ({ message: sayInvalid.sizeOfType(size) }))
    .describe("The sold-out size (xs…xxl, 2-3y…12-13y, 35…46, one)"),
  email: email("email", L.CONTACT_EMAIL_MAX),
});
export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;

export const stockAlertTokenSchema = z.object({
  token: z
    .string({ required_error: sayInvalid.required("token"), invalid_type_error: sayInvalid.required("token") })
    .trim()
    .min(1, sayInvalid.required("token"))
    .max(STOCK_ALERT_TOKEN_MAX, sayInvalid.maxLength("token", STOCK_ALERT_TOKEN_MAX)),
});
