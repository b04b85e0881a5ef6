import { newsletterSubscribers } from "~/db/schema";
import { z } from "zod";
import { subscribedAnswer, subscriberAnswer, unsubscribedAnswer } from "./answer-schemas";
import { subscriberExportColumns } from "~/lib/exports.server";
import { newsletterSchema, newsletterUnsubscribeSchema } from "~/lib/contact-schemas";
import { isLocale } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { answerLocale } from "./translations";
import { listSubscribers, subscribe, subscriberExportBatch, unsubscribe } from "~/models/newsletter.server";
import { csvExport } from "./csv-export";
import { listPage, listQuerySchema, readJson, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";

/** Paging and order; the list has no search. */
const subscriberListQuery = listQuerySchema.omit({ q: true });

/**
 * The newsletter: anyone subscribes with consent, anyone holding an unsubscribe token leaves, and admins read
 * the list (with each subscriber's unsubscribe link, for the shop's mailings). Subscribe and unsubscribe answer
 * the same whatever the list held, so they tell no one who subscribed.
 */
export function newsletterRoutes(router: ApiRouter) {
  router
    .add(
      "POST",
      "/newsletter/subscribe",
      {
        tag: "newsletter",
        summary: "Subscribe an address (consent: true); an address already there stays as it was",
        body: newsletterSchema,
        status: 201,
        rateLimit: "newsletter",
        response: subscribedAnswer,
      },
      async (c) => {
        const { email } = await readJson(c, newsletterSchema);
        const lang = c.req.query("lang");
        // The language the subscriber reads: the page's (?lang=), else her browser's.
        await subscribe(c.get("db"), email, answerLocale(c, isLocale(lang) ? lang : undefined));
        return c.json({ subscribed: true }, 201);
      },
    )
    .add(
      "POST",
      "/newsletter/unsubscribe",
      {
        tag: "newsletter",
        summary: "Unsubscribe the address of an unsubscribe link's token",
        body: newsletterUnsubscribeSchema,
        // Counted with subscribing: a real subscriber leaves once, while a script could try tokens without end.
        rateLimit: "newsletter",
        response: unsubscribedAnswer,
      },
      async (c) => {
        const { token } = await readJson(c, newsletterUnsubscribeSchema);
        await unsubscribe(c.get("db"), token);
        return c.json({ unsubscribed: true });
      },
    )
    .add(
      "GET",
      "/newsletter",
      {
        tag: "newsletter",
        summary: "Subscribers (every one unless limit is given), oldest first unless sort=newest, with the path of their unsubscribe link",
        response: z.array(subscriberAnswer),
        query: subscriberListQuery,
      },
      async (c) => {
        const query = readQuery(c, subscriberListQuery);
        const db = c.get("db");
        const rows = await listSubscribers(db, { newestFirst: query.sort === "newest", ...listPage(query) });
        await sendTotal(c, db, newsletterSubscribers, undefined);
        return c.json(
          rows.map(({ token, createAt, ...row }) => ({
            ...row,
            createAt: createAt.toISOString(),
            unsubscribePath: routes.newsletterUnsubscribe(token),
          })),
        );
      },
    )
    .add(
      "GET",
      "/newsletter/export",
      {
        tag: "newsletter",
        summary: "Every subscriber as a CSV file streamed oldest first: email, language, subscribed at (UTF-8 with a BOM, CRLF)",
        csv: true,
      },
      async (c) => csvExport("subscribers", subscriberExportColumns, (after) => subscriberExportBatch(c.get("db"), after)),
    );
}
