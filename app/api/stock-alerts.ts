import { z } from "zod";
import { isLocale } from "~/lib/i18n";
import { ID_MAX, LIST_LIMIT_MAX } from "~/lib/limits";
import { sayInvalid } from "~/lib/validation-messages";
import { MOST_WANTED_SHOWN, stockAlertRequestSchema, stockAlertTokenSchema } from "~/lib/stock-alerts";
import { cancelStockAlert, confirmStockAlert, requestStockAlert, stockAlertOf, waitingAlerts } from "~/models/stock-alerts.server";
import { stockAlertAnswer, waitingAlertsAnswer } from "./answer-schemas";
import { shopperMailSettingsOf } from "./orders";
import { notFound, optionalInt, readJson, readQuery } from "./request";
import type { ApiRouter } from "./router";
import { answerLocale } from "./translations";

const waitingQuery = z.object({
  productId: optionalInt("productId", 1, ID_MAX).describe("Only this product's variants (the product editor)"),
  soldOut: z
    .enum(["true", "false"], { errorMap: () => ({ message: sayInvalid.oneOf("soldOut", ["true", "false"]) }) })
    .optional()
    .transform((value) => value === "true")
    .describe("true: only the variants sold out now (the dashboard's reorder list)"),
  limit: optionalInt("limit", 1, LIST_LIMIT_MAX).describe(`At most this many variants; the dashboard asks for ${MOST_WANTED_SHOWN}`),
});

/**
 * Back-in-stock alerts (docs/decisions/060): anyone asks for a sold-out variant and gets a confirmation e-mail;
 * the token of its link shows, confirms or cancels the alert. Staff read how many confirmed alerts wait for each
 * variant, never the addresses.
 */
export function stockAlertRoutes(router: ApiRouter) {
  router
    .add(
      "POST",
      "/stock-alerts",
      {
        tag: "stock alerts",
        summary:
          "Ask to be told when a sold-out colour × size is back (?lang= sets the e-mails' language); a confirmation e-mail is sent first, once per address and variant",
        body: stockAlertRequestSchema,
        status: 202,
        rateLimit: "alert",
        response: z.object({ requested: z.literal(true) }),
      },
      async (c) => {
        const input = await readJson(c, stockAlertRequestSchema);
        const lang = c.req.query("lang");
        const locale = answerLocale(c, isLocale(lang) ? lang : undefined);
        const mailed = await requestStockAlert(c.get("db"), { ...input, locale }, shopperMailSettingsOf(c.get("config")));
        if (mailed) c.get("staffMailQueued")();
        // The same answer whether the address already waited or not: nobody learns who asked for what.
        return c.json({ requested: true as const }, 202);
      },
    )
    .add(
      "GET",
      "/stock-alerts/:token",
      {
        tag: "stock alerts",
        summary: "The alert of a confirmation or cancel link's token: its product, colour and size in the alert's language",
        response: stockAlertAnswer,
      },
      async (c) => {
        const token = stockAlertTokenSchema.safeParse({ token: c.req.param("token") ?? "" });
        const alert = token.success ? await stockAlertOf(c.get("db"), token.data.token) : null;
        if (!alert) throw notFound();
        return c.json(alert);
      },
    )
    .add(
      "POST",
      "/stock-alerts/confirm",
      {
        tag: "stock alerts",
        summary: "Confirm the alert of a token: from then on it is sent once when the variant is back in stock",
        body: stockAlertTokenSchema,
        response: z.object({ confirmed: z.literal(true) }),
      },
      async (c) => {
        const { token } = await readJson(c, stockAlertTokenSchema);
        if (!(await confirmStockAlert(c.get("db"), token))) throw notFound();
        // Back in stock already: the sender's next round writes and sends the message at once.
        c.get("staffMailQueued")();
        return c.json({ confirmed: true as const });
      },
    )
    .add(
      "POST",
      "/stock-alerts/cancel",
      {
        tag: "stock alerts",
        summary: "Cancel the alert of a token and delete its address; the same answer when it is already gone or was sent",
        body: stockAlertTokenSchema,
        response: z.object({ cancelled: z.literal(true) }),
      },
      async (c) => {
        const { token } = await readJson(c, stockAlertTokenSchema);
        await cancelStockAlert(c.get("db"), token);
        return c.json({ cancelled: true as const });
      },
    )
    .add(
      "GET",
      "/stock-alerts",
      {
        tag: "stock alerts",
        summary: "The confirmed alerts waiting per variant, most wanted first (counts only, no address)",
        query: waitingQuery,
        response: waitingAlertsAnswer,
      },
      async (c) => {
        const query = readQuery(c, waitingQuery);
        return c.json(await waitingAlerts(c.get("db"), query));
      },
    );
}
