/**
 * One Node process: static files, the REST API at /api, and the Remix pages. With WEB_CONCURRENCY > 1, a
 * primary process prepares the database once and forks that many such processes, sharing the port.
 */
import cluster from "node:cluster";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import pino from "pino";
import { createApi } from "./app/api";
import { clientAddressOf } from "./app/client-address.server";
import { relayCacheClears, runsOncePerStart, superviseWorkers } from "./app/cluster.server";
import { measureStoredImages } from "./app/models/media.server";
import { ensureSessionSecret, maskedSmtpUrl, readConfig, type StoreConfig } from "./app/config.server";
import { loggingTransport, smtpTransport, startMailSender } from "./app/mailer.server";
import { stockAlertRounds } from "./app/models/stock-alerts.server";
import { startStaleOrderSweep } from "./app/stale-orders.server";
import { startPageChanges } from "./app/page-notices.server";
import { notifyPagesChanged } from "./app/db/page-notices";
import { ensureSuperAdmin } from "./app/db/bootstrap";
import { createHtmlCache, type HtmlCacheVariables } from "./app/html-cache.server";
import { createFeeds } from "./app/feeds.server";
import { createApiCache } from "./app/api-cache.server";
import { FEED_KEEP_SECONDS } from "./app/lib/feeds";
import { serveBackups } from "./app/db/backup/channel";
import { openDatabase, type Database } from "./app/db/connection";
import { DataDirLockedError } from "./app/db/lock";
import { seedIfEmpty } from "./app/db/seed";
import { cookiesFollowScheme, isHttps, servedHostsOnly, servesHost } from "./app/hosts.server";
import { closedSecurityHeaders, limitPageForms, newNonce, rejectCrossSiteForms, securityHeaders } from "./app/security.server";
import { cacheControlFor, createStaticFiles, mayNameAFile } from "./app/static-files.server";
import { KEEP_ALIVE_TIMEOUT_MS } from "./app/lib/limits";

function readConfigOrExit(): StoreConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = readConfigOrExit();
const logger = pino({
  level: config.logLevel,
  transport: config.production || !process.stdout.isTTY ? undefined : { target: "pino-pretty" },
});

async function openOrExit(migrate: boolean): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrate,
      onPoolError: (error) => logger.warn({ err: error }, "database connection lost"),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** What must happen once per start, before any request: the session secret, the first super admin, the demo content. */
async function prepareData(database: Database) {
  ensureSessionSecret(config.dataDir);
  await ensureSuperAdmin(database.db, logger, config.superAdminEmail, config.superAdminPassword);
  if (config.demoContent) await seedIfEmpty(database.db, logger, config.currency);
  // Instances already serving this database may hold pages from before the migrations or the demo content.
  if (database.kind === "postgres") {
    await notifyPagesChanged(database.db).catch((error) =>
      logger.warn({ err: error }, "could not tell the other instances to clear their pages"),
    );
  }
}

if (cluster.isPrimary && config.workers > 1) {
  // Migrations, the super admin and the seed are not safe to run in several processes at once: done here, before forking.
  const database = await openOrExit(true);
  await prepareData(database);
  await database.close();
  superviseWorkers({ workers: config.workers, logger });
  logger.info({ workers: config.workers }, "started the workers");
} else {
  await serve();
}

/** Serves the store in this process: the single process, or one worker. */
async function serve() {
  // A worker finds the database migrated and prepared by the primary, which did it before forking any.
  const database = await openOrExit(!cluster.isWorker);
  // `npm run backup` asks the running store for its embedded database's dump, over a socket in DATA_DIR.
  const stopServingBackups = database.pglite ? await serveBackups(config.dataDir, database.pglite, logger) : async () => {};
  if (!cluster.isWorker) await prepareData(database);
  const shopperMailSettings = { currency: config.currency, publicUrl: config.publicUrl ?? null, storeName: config.storeName };
  // Staff e-mail leaves from the outbox, after the commit of what it announces, never inside a request.
  const mailSender = startMailSender({
    db: database.db,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : loggingTransport(logger),
    logger,
    // Every way stock comes back is seen here, on the stock as it is (docs/decisions/060).
    beforeRound: stockAlertRounds(database.db, shopperMailSettings),
  });
  // Each worker sends from the shared outbox (no two take the same e-mail); the setting is said once.
  if (runsOncePerStart()) {
    if (config.smtpUrl)
      logger.info({ smtp: maskedSmtpUrl(config.smtpUrl), from: config.mailFrom.address }, "staff e-mail goes out by SMTP");
    else logger.info("SMTP_URL is not set: staff e-mails are logged, not sent");
  }

  const htmlCache =
    config.htmlCacheSeconds > 0 ? createHtmlCache({ ttlSeconds: config.htmlCacheSeconds, keyByHost: !config.publicUrl }) : null;
  // The product feeds are kept until the same writes clear them (app/feeds.server.ts).
  const feeds = createFeeds({
    db: database.db,
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    currency: config.currency,
    headers: closedSecurityHeaders(config.production),
    servesHost: servesHost(config.publicUrl),
    keepSeconds: FEED_KEEP_SECONDS,
    logger,
  });
  // Hits before the app are logged as the app's own requests are, at info.
  const logHit = logger.isLevelEnabled("info")
    ? (req: IncomingMessage, status: number) => logger.info({ method: req.method, path: req.url?.split("?")[0], status }, "request")
    : undefined;
  // The public catalogue's anonymous reads, kept until the same writes as the pages (app/api-cache.server.ts).
  const apiCache =
    config.htmlCacheSeconds > 0
      ? createApiCache({ ttlSeconds: config.htmlCacheSeconds, headers: closedSecurityHeaders(config.production), onAnswer: logHit })
      : null;
  const forgetKeptAnswers = () => {
    // A write that changes the pages may have brought a sold-out size back: its alerts go out now, not at the next poll.
    mailSender.nudge();
    htmlCache?.clear();
    apiCache?.clear();
    feeds.clear();
  };
  // Each worker holds its own cache; a write in one clears them all, so no worker serves a page older than the write.
  const clearSiblingCaches = relayCacheClears(forgetKeptAnswers);
  // Other instances on the same PostgreSQL database hear of it too, and this one of theirs (app/page-notices.server.ts).
  const pageChanges = startPageChanges({
    db: database.db,
    databaseUrl: database.kind === "postgres" ? config.databaseUrl : undefined,
    clear: forgetKeptAnswers,
    clearSiblings: clearSiblingCaches,
    logger,
  });
  if (runsOncePerStart()) {
    // Images stored before their sizes were recorded get them in the background; until then pages show them without variants.
    void measureStoredImages(database.db, logger)
      .then((measured) => (measured > 0 ? pageChanges.changed() : undefined))
      .catch((error) => logger.warn({ err: error }, "could not measure stored images"));
  }
  // Stock held by New orders never confirmed comes back by itself (STALE_ORDER_DAYS, 3 by default; off turns it off).
  const staleOrderSweep = config.staleOrderDays
    ? startStaleOrderSweep({
        db: database.db,
        days: config.staleOrderDays,
        logger,
        onRestocked: pageChanges.changed,
        shopperMail: shopperMailSettings,
      })
    : null;
  if (!config.staleOrderDays && runsOncePerStart())
    logger.warn("STALE_ORDER_DAYS=off: New orders never confirmed keep their stock until staff cancel them");

  const api = createApi({
    db: database.db,
    ping: database.ping,
    logger,
    config: {
      tokenIdleHours: config.tokenIdleHours,
      currency: config.currency,
      maxNewOrdersPerPhone: config.maxNewOrdersPerPhone,
      orderLimits: config.orderLimits,
      staleOrderDays: config.staleOrderDays,
      holdRefusingNumbers: config.holdRefusingNumbers,
      exchangeDelivery: config.exchangeDelivery,
      rateLimits: config.rateLimits,
      lowStockThreshold: config.lowStockThreshold,
      staffEmails: config.staffEmails,
      publicUrl: config.publicUrl ?? null,
      invoices: config.invoices,
      remoteImages: config.remoteImages,
    },
    onStaffMailQueued: mailSender.nudge,
    // Only the writes that change what the cached pages show (app/api/page-changes.ts) come here.
    onPagesChanged: pageChanges.changed,
  });
  if (!config.rateLimits && runsOncePerStart())
    logger.warn("RATE_LIMITS=off: no per-client limit on orders, messages, the newsletter or order tracking");
  // Behind a proxy, X-Forwarded-For names the client. A client that reaches the port without the proxy writes
  // that header itself, and with it the address every per-client limit counts: the port must be the proxy's alone.
  if (config.trustedProxies > 0 && ["0.0.0.0", "::", "[::]", ""].includes(config.host.trim()) && runsOncePerStart()) {
    logger.warn(
      { host: config.host || "0.0.0.0", port: config.port, trustProxy: config.trustedProxies },
      "TRUST_PROXY is set and the store listens on every interface: anyone who reaches this port directly, not through the proxy, chooses the address its per-client limits count. Set HOST to the address only the proxy reaches (HOST=127.0.0.1 when it runs on this machine), or close the port to everyone but the proxy",
    );
  }

  /**
   * Every call to the API, from a client or from a page, goes through here with the address of the client it
   * serves, so that a page's call and a direct call count the same client.
   */
  async function callApi(request: Request, clientAddress: string): Promise<Response> {
    return api.fetch(request, { clientAddress });
  }

  const buildPath = path.resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const handleRemix = createRequestHandler(build, process.env.NODE_ENV);

  type ServerEnv = { Bindings: HttpBindings; Variables: HtmlCacheVariables };
  const app = new Hono<ServerEnv>();

  const clientOf = (c: Context<ServerEnv>) =>
    clientAddressOf(c.req.header("x-forwarded-for"), c.env.incoming.socket.remoteAddress, config.trustedProxies);

  // The level is fixed at start: below info, the request log costs nothing, not even its timing.
  if (logger.isLevelEnabled("info")) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    });
  }
  app.use(compress());
  app.use(securityHeaders(config.production));
  const refusedHosts = new Set<string>();
  app.use(
    servedHostsOnly(config.publicUrl, (host) => {
      // Said once per host: a scanner may send thousands.
      if (refusedHosts.size < 100 && !refusedHosts.has(host)) {
        refusedHosts.add(host);
        logger.warn({ host }, "refused a page for a host this machine does not have; set PUBLIC_URL to serve the store under a name");
      }
    }),
  );
  app.use(cookiesFollowScheme((request) => isHttps(request, config.publicUrl, config.trustedProxies)));
  if (htmlCache) app.use(htmlCache.middleware);
  app.use(rejectCrossSiteForms());
  app.use(limitPageForms());

  // In production most files are answered before the app (below); this serves the rest, and all of them in development.
  const publicFiles = serveStatic<ServerEnv>({
    root: "./public",
    precompressed: true,
    onFound: (_path, c) => {
      c.header("Cache-Control", cacheControlFor(c.req.path));
    },
  });
  app.use((c, next) => (mayNameAFile(c.req.path) ? publicFiles(c, next) : next()));

  app.all("/api/*", (c) => {
    const clientAddress = clientOf(c);
    const call = (request: Request) => callApi(request, clientAddress);
    return apiCache ? apiCache.answer(c.req.raw, call, c.env.incoming.url) : call(c.req.raw);
  });
  app.all("/api", (c) => callApi(c.req.raw, clientOf(c)));

  // Loaders call the API in-process through this context (or over HTTP when API_URL is set).
  app.all("*", async (c) => {
    const clientAddress = clientOf(c);
    const response = await handleRemix(c.req.raw, {
      api: (request: Request) => callApi(request, clientAddress),
      clientAddress,
      storeName: config.storeName,
      currency: config.currency,
      lowStockThreshold: config.lowStockThreshold,
      orderLimits: config.orderLimits,
      publicUrl: config.publicUrl,
      cspNonce: c.get("cspNonce") ?? newNonce(),
    });
    // Staff pages, the cart and anything read with a cookie are the visitor's own; shared pages say otherwise above.
    if (!response.headers.has("Cache-Control") && (response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
      response.headers.set("Cache-Control", "private, no-store");
    }
    return response;
  });

  if (config.production && !config.publicUrl?.startsWith("https:") && runsOncePerStart()) {
    logger.warn(
      config.trustedProxies
        ? "cookies are Secure only for requests your trusted proxy marks X-Forwarded-Proto: https; plain-HTTP visitors get cookies without Secure"
        : "cookies are not Secure over plain HTTP (fine on a shop's own network); set PUBLIC_URL=https://… when the store is served over HTTPS",
    );
  }

  const answerWithApp = getRequestListener(app.fetch, { hostname: config.host });
  // Node's server ignores what a listener returns; Hono's own answers every error it meets, so nothing is left unhandled.
  const appListener: http.RequestListener = (req, res) => void answerWithApp(req, res);
  // Development rebuilds public/build as the sources change: the app reads every file from disk there.
  const staticFiles = config.production
    ? createStaticFiles({
        root: "./public",
        headers: closedSecurityHeaders(config.production),
        servesHost: servesHost(config.publicUrl),
        // Pages and API calls are logged at info; a page's dozen files would only bury them.
        onAnswer: logger.isLevelEnabled("debug")
          ? (req: IncomingMessage, status: number) => logger.debug({ method: req.method, path: req.url, status }, "static file")
          : undefined,
      })
    : null;
  // Kept pages and API answers are sent before the app as well; a miss goes on to it and is stored there.
  const pagesFirst = htmlCache
    ? htmlCache.listener(appListener, {
        headers: closedSecurityHeaders(config.production),
        servesHost: servesHost(config.publicUrl),
        onAnswer: logHit,
      })
    : appListener;
  const keptListener = apiCache ? apiCache.listener(pagesFirst) : pagesFirst;
  const server = http.createServer(feeds.listener(staticFiles ? staticFiles.listener(keptListener) : keptListener));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node drops a reused socket whose next request's headers take longer than this: it must outlast the idle wait.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.listen(config.port, config.host, () => {
    const info = server.address() as AddressInfo;
    logger.info(
      { port: info.port, database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
      `${config.storeName} is ready on http://localhost:${info.port}`,
    );
    if (process.env.NODE_ENV === "development") void broadcastDevReady(build);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still running after 15 s; closing anyway");
      process.exit(1);
    }, 15_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets with no request in flight would hold close() open for KEEP_ALIVE_TIMEOUT_MS: they are
      // closed now, and those still answering are closed as soon as their answer is sent.
      server.closeIdleConnections();
      const closeFinished = setInterval(() => server.closeIdleConnections(), 100);
      server.once("close", () => clearInterval(closeFinished));
    });
    // After the last request: an e-mail being sent finishes (its timeouts bound it); the rest waits in the outbox.
    await mailSender.stop();
    await staleOrderSweep?.stop();
    await pageChanges.stop();
    await stopServingBackups();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // The primary's channel closes when it dies, even by SIGKILL: a worker must not outlive it, holding the port's clients.
  if (cluster.isWorker) process.on("disconnect", () => void shutdown("primary gone"));
}
