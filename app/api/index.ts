import { IMPORT_UPLOAD_MAX_BYTES } from "~/lib/import-limits";
import { Hono } from "hono";
import { healthAnswer, okAnswer, openApiAnswer, tokenAnswer } from "./answer-schemas";
import { bodyLimit } from "hono/body-limit";
import { DEFAULT_CURRENCY } from "~/lib/i18n";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "~/lib/sizes";
import { DEFAULT_EXCHANGE_DELIVERY } from "~/lib/returns";
import { BODY_MAX_BYTES, ORDER_LIMITS_DEFAULT, UPLOAD_BATCH_MAX_BYTES } from "~/lib/limits";
import { RATE_LIMIT_TABLE_MAX_ROWS } from "~/lib/rate-limits";
import { apiEn, bodyTooLargeMessage } from "~/lib/api-messages.server";
import { loginSchema } from "~/lib/account-schemas";
import { currentUser, login, revokeToken } from "./auth";
import { answerableError, errorBody, isDatabaseUnavailable } from "./errors";
import { auditRoutes } from "./audit";
import { mediaRoutes } from "./media";
import { clientOf } from "./rate-limit";
import { messageRoutes } from "./messages";
import { docsPage, buildOpenApi } from "./openapi";
import { orderRoutes } from "./orders";
import { newsletterRoutes } from "./newsletter";
import { stockAlertRoutes } from "./stock-alerts";
import { postRoutes } from "./posts";
import { shippingRoutes } from "./shipping";
import { discountRoutes } from "./discounts";
import { productRoutes } from "./products";
import { catalogImportRoutes } from "./catalog-import";
import { reportRoutes } from "./reports";
import { sitemapRoutes } from "./sitemap";
import { stockRoutes } from "./stock";
import { channelRoutes } from "./channels";
import { readJson } from "./request";
import { ApiRouter } from "./router";
import { defaultInvoiceSettings } from "~/lib/invoices";
import type { ApiConfig, ApiDeps, ApiEnv } from "./types";
import { userRoutes } from "./users";

export type { ApiDeps } from "./types";

/**
 * Without a setting: SPEC's currency, the shop's default caps on one order, and no per-number, stale-order or
 * rate limits (the test suites order many times from one number).
 */
export const defaultApiConfig: ApiConfig = {
  tokenIdleHours: 12,
  currency: DEFAULT_CURRENCY,
  orderLimits: ORDER_LIMITS_DEFAULT,
  maxNewOrdersPerPhone: 0,
  staleOrderDays: null,
  holdRefusingNumbers: false,
  exchangeDelivery: DEFAULT_EXCHANGE_DELIVERY,
  rateLimits: null,
  rateLimitTableRows: RATE_LIMIT_TABLE_MAX_ROWS,
  remoteImages: { kind: "off" },
  lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
  staffEmails: null,
  publicUrl: null,
  invoices: defaultInvoiceSettings(DEFAULT_CURRENCY),
};

/** The REST API: a web-standard Request -> Response app mounted at /api. */
export function createApi(deps: ApiDeps) {
  const merged = { ...defaultApiConfig, ...deps.config };
  // The stamp's default depends on the currency: a test store in dinars without settings still pays its stamp.
  const config: ApiConfig = { ...merged, invoices: deps.config?.invoices ?? defaultInvoiceSettings(merged.currency) };
  const app = new Hono<ApiEnv>().basePath("/api");
  const pagesChanged = deps.onPagesChanged ?? (async () => {});

  app.onError((error, c) => {
    const answerable = answerableError(error);
    if (answerable) return c.json(errorBody(answerable.status, answerable.messages), answerable.status as 400);
    if (isDatabaseUnavailable(error)) {
      deps.logger?.warn({ err: error }, "database unavailable");
      return c.json(errorBody(503, [apiEn["api.unavailable"]]), 503);
    }
    deps.logger?.error({ err: error, path: c.req.path }, "unhandled API error");
    return c.json(errorBody(500, [apiEn["api.internal"]]), 500);
  });
  app.notFound((c) => c.json(errorBody(404, [apiEn["api.routeNotFound"]]), 404));

  // Every body is capped at 10 MB, but a batch of product images may carry 10 files of 5 MB.
  const tooLarge = (max: number) => bodyLimit({ maxSize: max, onError: (c) => c.json(errorBody(413, [bodyTooLargeMessage(max)]), 413) });
  const defaultLimit = tooLarge(BODY_MAX_BYTES);
  const batchUploadLimit = tooLarge(UPLOAD_BATCH_MAX_BYTES);
  const importLimit = tooLarge(IMPORT_UPLOAD_MAX_BYTES);
  app.use((c, next) =>
    (c.req.path === "/api/products/upload" ? batchUploadLimit : c.req.path === "/api/products/import" ? importLimit : defaultLimit)(
      c,
      next,
    ),
  );
  app.use(async (c, next) => {
    c.set("db", deps.db);
    c.set("config", config);
    c.set("user", null);
    // A handler that wrote staff e-mail says so; the sender is nudged once the answer is ready, so after the write's
    // transaction (and a staff write's audit entry, whose transaction wraps the handler) is committed.
    let mailQueued = false;
    c.set("staffMailQueued", () => {
      mailQueued = true;
    });
    c.set("pagesChanged", pagesChanged);
    await next();
    if (mailQueued && c.res.status < 400) deps.onStaffMailQueued?.();
    c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
  });

  const router = new ApiRouter(app);
  router
    .add(
      "GET",
      "/health",
      { tag: "system", summary: "200 when the database answers, 503 otherwise", response: healthAnswer },
      async (c) => {
        try {
          await deps.ping();
          return c.json({ status: "ok" });
        } catch {
          return c.json({ status: "unavailable", ...errorBody(503, [apiEn["api.unavailable"]]) }, 503);
        }
      },
    )
    .add(
      "POST",
      "/auth/login",
      { tag: "auth", summary: "Sign in; answers 201 { token }", body: loginSchema, status: 201, rateLimit: "login", response: tokenAnswer },
      async (c) => {
        const body = await readJson(c, loginSchema);
        const token = await login(c.get("db"), body.email, body.password, config.tokenIdleHours, clientOf(c));
        return c.json({ token }, 201);
      },
    )
    .add("POST", "/auth/logout", { tag: "auth", summary: "Revoke the token of this request", response: okAnswer }, async (c) => {
      await revokeToken(c.get("db"), currentUser(c).tokenId);
      return c.json({ ok: true });
    });
  productRoutes(router, config.currency);
  catalogImportRoutes(router, config.currency, deps.db, deps.logger);
  postRoutes(router);
  orderRoutes(router, config);
  shippingRoutes(router, config.currency);
  discountRoutes(router, config.currency);
  stockRoutes(router);
  channelRoutes(router);
  messageRoutes(router);
  newsletterRoutes(router);
  stockAlertRoutes(router);
  reportRoutes(router, config);
  auditRoutes(router);
  userRoutes(router);
  mediaRoutes(router);
  sitemapRoutes(router);

  let openapi: ReturnType<typeof buildOpenApi> | null = null;
  router
    .add("GET", "/openapi.json", { tag: "system", summary: "This API as an OpenAPI 3 document", response: openApiAnswer }, (c) =>
      c.json((openapi ??= buildOpenApi(router.routes))),
    )
    .add("GET", "/docs", { tag: "system", summary: "A readable page of this API", html: true }, (c) => c.html(docsPage(router.routes)));

  return Object.assign(app, { routeTable: router.routes });
}

export type Api = ReturnType<typeof createApi>;
