import type { Currency } from "~/lib/i18n";
import { shippingRatesAnswer } from "./answer-schemas";
import { shippingRatesSchemaFor } from "~/lib/order-schemas";
import { readShippingRates, saveShippingRates } from "~/models/shipping.server";
import { readJson } from "./request";
import type { ApiRouter } from "./router";

/** Delivery fees: every governorate's fee and the free-shipping threshold, read by the checkout, set by admins. */
export function shippingRoutes(router: ApiRouter, currency: Currency) {
  const ratesSchema = shippingRatesSchemaFor(currency);
  router
    .add(
      "GET",
      "/shipping",
      { tag: "shipping", summary: "The delivery fee to each governorate and the free-shipping threshold", response: shippingRatesAnswer },
      async (c) => c.json(await readShippingRates(c.get("db"), currency)),
    )
    .add(
      "PUT",
      "/shipping",
      {
        tag: "shipping",
        summary: "Set the fees of the governorates given and the free-shipping threshold",
        body: ratesSchema,
        response: shippingRatesAnswer,
      },
      async (c) => {
        const input = await readJson(c, ratesSchema);
        await saveShippingRates(c.get("db"), input);
        return c.json(await readShippingRates(c.get("db"), currency));
      },
    );
}
