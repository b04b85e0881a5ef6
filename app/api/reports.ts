import { salesReportAnswer } from "./answer-schemas";
import { salesReport } from "~/models/reports.server";
import type { ApiRouter } from "./router";
import type { ApiConfig } from "./types";

export function reportRoutes(router: ApiRouter, { currency, lowStockThreshold }: ApiConfig) {
  router.add(
    "GET",
    "/reports/sales",
    {
      tag: "reports",
      summary:
        "Orders, revenue (orders not cancelled, returned or refused), average basket, share lost and discount given for the last 7 and 30 days in Tunisia's calendar, revenue per day, the 5 best sellers and the 5 most used discount codes of 30 days, and the sizes at or below the low-stock threshold",
      response: salesReportAnswer,
    },
    async (c) => c.json(await salesReport(c.get("db"), currency, lowStockThreshold)),
  );
}
