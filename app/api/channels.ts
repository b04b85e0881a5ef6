import { z } from "zod";
import { apiEn } from "~/lib/api-messages.server";
import { FEED_PROBLEMS, type FeedProblem } from "~/lib/feeds";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { sayInvalid } from "~/lib/validation-messages";
import { productsWithProblems, salesChannels } from "~/models/channels.server";
import { feedProblemProductAnswer, salesChannelsAnswer } from "./answer-schemas";
import { ApiError } from "./errors";
import { listPage, listQuerySchema, optionalInt, readQuery, sendCount } from "./request";
import type { ApiRouter } from "./router";

/** The diagnostics list's query: one problem (or any), and a page by `offset` or by `page` (from 1) of `limit` rows. */
export const feedProblemListQuery = listQuerySchema.pick({ limit: true, offset: true }).extend({
  reason: z
    .enum(FEED_PROBLEMS as [FeedProblem, ...FeedProblem[]], { errorMap: () => ({ message: sayInvalid.oneOf("reason", FEED_PROBLEMS) }) })
    .optional()
    .describe("Only the products with this problem; without it, every product with at least one"),
  page: optionalInt("page", 1, 1_000_000).describe("The page of `limit` rows, from 1, in place of offset"),
});

/**
 * The Sales channels screen (docs/decisions/054), for every staff role: the feeds' addresses, what they hold, and the
 * products Google or Meta would leave out, refuse or warn about.
 */
export function channelRoutes(router: ApiRouter) {
  router
    .add(
      "GET",
      "/channels",
      {
        tag: "channels",
        summary:
          "The product feeds' addresses in each language (absolute on PUBLIC_URL; null without it), the items they hold " +
          "and how many are in stock, the products left out, and how many products have each problem",
        response: salesChannelsAnswer,
      },
      async (c) => c.json(await salesChannels(c.get("db"), c.get("config").publicUrl)),
    )
    .add(
      "GET",
      "/channels/problems",
      {
        tag: "channels",
        summary:
          "The products with at least one feed problem (or with `reason`), by id, each with all its problems; " +
          `${ADMIN_PAGE_SIZE} a page unless limit says otherwise, the total in X-Total-Count`,
        query: feedProblemListQuery,
        response: z.array(feedProblemProductAnswer),
      },
      async (c) => {
        const query = readQuery(c, feedProblemListQuery);
        if (query.page !== undefined && query.offset !== undefined) throw new ApiError(400, apiEn["api.offsetOrPage"]);
        const limit = query.limit ?? ADMIN_PAGE_SIZE;
        const page = listPage({ limit, offset: query.offset ?? ((query.page ?? 1) - 1) * limit });
        const found = await productsWithProblems(c.get("db"), { reason: query.reason, ...page });
        await sendCount(c, async () => found.total);
        return c.json(found.products);
      },
    );
}
