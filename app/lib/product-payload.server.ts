/**
 * The product payload the API's create and update take, and the catalogue import builds for each product of a
 * file: one schema, so that a product imported is checked exactly as one typed in the back office.
 * Server-only: the forms check their own fields with product-schemas.ts.
 */
import { z } from "zod";
import type { Currency } from "./i18n";
import { IMAGES_PER_UPLOAD_MAX } from "./limits";
import {
  brandSchema,
  checkSizesOfType,
  colorsSchema,
  imageRefSchema,
  productFormSchemaFor,
  productTranslationsSchema,
  sizesSchema,
} from "./product-schemas";
import { sayInvalid } from "./validation-messages";
import { sayApi } from "./api-messages.server";
import { HANDLE_MAX_LENGTH, isValidHandle, normalizeHandle } from "./handle";

/** A product's handle (app/lib/handle.ts), as a client gives it: stored lower case; "", null or left out: kept, or made from the name. */
export const handleSchema = z
  .string({ invalid_type_error: sayApi.handleFormat(HANDLE_MAX_LENGTH) })
  .nullable()
  .optional()
  .transform((value) => (value ? normalizeHandle(value) : undefined))
  .refine((value) => !value || isValidHandle(value), sayApi.handleFormat(HANDLE_MAX_LENGTH))
  .transform((value) => value || undefined)
  .describe(
    "The product's handle, how catalogue files name it (a-z, 0-9 and dashes, at most 80, stored lower case); empty or left out: " +
      "kept, or made from the English name when the product is created",
  );

/**
 * Whether the product goes to the Google and Meta product feeds: a boolean, or "true"/"false" as isNew takes them;
 * left out: an update keeps the stored choice, a new product is in the feeds.
 */
const inFeedsSchema = z
  .union([z.boolean(), z.enum(["true", "false"])], { errorMap: () => ({ message: sayInvalid.oneOf("inFeeds", ["true", "false"]) }) })
  .optional()
  .transform((value) => (value === undefined ? undefined : String(value) === "true"))
  .describe(
    "false: the product stays out of the Google and Meta product feeds (the store still shows it); left out on update: kept " +
      "as stored, on create: true.",
  );

/**
 * Accepts the spec's create payload (`types`, `categories`) and the plain names (`type`, `category`),
 * with the price checked against the store's currency (at most 2 decimals in USD, 3 in TND).
 */
export function buildProductPayload(currency: Currency) {
  return z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
      const body = raw as Record<string, unknown>;
      return { ...body, type: body.type ?? body.types, category: body.category ?? body.categories };
    },
    z
      .intersection(
        productFormSchemaFor(currency),
        z.object({
          handle: handleSchema,
          images: z.array(imageRefSchema).max(IMAGES_PER_UPLOAD_MAX, sayInvalid.atMost("images", IMAGES_PER_UPLOAD_MAX)).optional(),
          isNew: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
          brand: brandSchema,
          inFeeds: inFeedsSchema,
          translations: productTranslationsSchema,
          sizes: sizesSchema
            .optional()
            .describe(
              "Stock per size ({ size, quantity }), replacing the product's sizes; quantity is then their sum. Without it, " +
                "quantity is the stock of a product in one size (a product stocked in several sizes refuses a different total).",
            ),
          colors: colorsSchema
            .optional()
            .describe(
              "The product's colours, in order, each with its names, swatch, family, pictures and stock. Given and not empty, " +
                "they replace the colours (an update keeps a colour named by its id; one left out is removed, refused while " +
                "open orders hold it), and images, sizes and quantity are worked out from them (what is sent there is not " +
                "read). [] makes a product without colours, stocked by sizes or quantity, with images. Left out on update: " +
                "a product with colours keeps them, and refuses a change of images, sizes or quantity.",
            ),
        }),
      )
      .superRefine((value, ctx) => {
        if (value.sizes) checkSizesOfType(value.type, value.sizes, ctx);
        value.colors?.forEach((color, index) => checkSizesOfType(value.type, color.sizes, ctx, ["colors", index, "sizes"]));
      }),
  );
}
export type ProductPayload = ReturnType<typeof buildProductPayload>;

/** What a product payload writes in the products row itself; brand and inFeeds only when given (left out, an update keeps them). */
export function productColumns(body: ProductInput) {
  const { name, price, quantity, description, type, category, brand, inFeeds } = body;
  return {
    name,
    price,
    quantity,
    description,
    type,
    category,
    ...(brand === undefined ? {} : { brand }),
    ...(inFeeds === undefined ? {} : { inFeeds }),
  };
}

/** A product payload once checked. */
export type ProductInput = z.output<ProductPayload>;
