import { z } from "zod";
import type { Currency } from "~/lib/i18n";
import { discountCheckSchema } from "~/lib/order-schemas";
import { discountSchemaFor } from "~/lib/discount-schemas";
import { checkDiscount, createDiscount, deleteDiscount, findDiscount, listDiscounts, updateDiscount } from "~/models/discounts.server";
import { deletedDiscountAnswer, discountAnswer, discountCheckAnswer } from "./answer-schemas";
import { notFound, parseId, readJson } from "./request";
import type { ApiRouter } from "./router";

/** Discount codes (docs/decisions/047): staff write them, the storefront checks one against a cart. */
export function discountRoutes(router: ApiRouter, currency: Currency) {
  const discountSchema = discountSchemaFor(currency);
  router
    .add(
      "GET",
      "/discounts",
      {
        tag: "discounts",
        summary: "Every discount code, the newest first, with its uses so far and the revenue of the orders holding one",
        response: z.array(discountAnswer),
      },
      async (c) => c.json(await listDiscounts(c.get("db"), currency)),
    )
    .add(
      "POST",
      "/discounts/check",
      {
        tag: "discounts",
        summary:
          "What a code takes off a cart, with the order's figures, or why it does not apply (no use is taken). Every check " +
          "counts against the client's limit; past it, every check answers 429. Whether a telephone number has used a code " +
          "is never said here: the order that would use it again is refused",
        body: discountCheckSchema,
        rateLimit: "discount",
        response: discountCheckAnswer,
      },
      async (c) => c.json(await checkDiscount(c.get("db"), await readJson(c, discountCheckSchema), currency)),
    )
    .add(
      "POST",
      "/discounts/create",
      { tag: "discounts", summary: "Create a discount code", body: discountSchema, status: 201, response: discountAnswer },
      async (c) => {
        const id = await createDiscount(c.get("db"), await readJson(c, discountSchema));
        return c.json(await findDiscount(c.get("db"), id, currency), 201);
      },
    )
    .add("GET", "/discounts/:id", { tag: "discounts", summary: "One discount code", response: discountAnswer }, async (c) => {
      const found = await findDiscount(c.get("db"), parseId(c), currency);
      if (!found) throw notFound();
      return c.json(found);
    })
    .add(
      "PUT",
      "/discounts/update/:id",
      {
        tag: "discounts",
        summary: "Change a code's terms, or pause it (placed orders keep what they were given)",
        body: discountSchema,
        response: discountAnswer,
      },
      async (c) => {
        const id = parseId(c);
        if (!(await updateDiscount(c.get("db"), id, await readJson(c, discountSchema)))) throw notFound();
        return c.json(await findDiscount(c.get("db"), id, currency));
      },
    )
    .add(
      "DELETE",
      "/discounts/:id",
      { tag: "discounts", summary: "Delete a code (placed orders keep their copy of it)", response: deletedDiscountAnswer },
      async (c) => {
        const id = parseId(c);
        if (!(await deleteDiscount(c.get("db"), id))) throw notFound();
        return c.json({ id });
      },
    );
}
