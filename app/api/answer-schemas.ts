/**
 * The shapes of the catalogue's answers, for the OpenAPI document only (the API builds its answers in
 * products.ts and posts.ts; the `satisfies` below keeps these in step with app/lib/types.ts).
 */
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { Post, Product } from "~/lib/types";

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

export const productAnswer = z
  .object({
    id: z.number().int(),
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
    images: z.array(imageRef),
    categories: text("The category value (not translated: a code such as dresses)"),
    type: text("The product type value (not translated)"),
    createAt: text("ISO 8601"),
    updateAt: text("ISO 8601"),
    isNew: z.enum(["true", "false"]),
    sizes: z
      .array(z.object({ size: z.string().describe('A size code: xs…xxl, 2-3y…12-13y, 35…46, or "one"'), quantity: z.number().int() }))
      .describe("Stock per size, in the order shoppers read sizes; quantity is their sum (additive to SPEC's shape)."),
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
