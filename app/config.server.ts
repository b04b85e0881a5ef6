import { randomBytes } from "node:crypto";
import { remoteImagePolicy, type RemoteImagePolicy } from "~/lib/remote-image.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { CURRENCIES, DEFAULT_CURRENCY, isCurrency, type Currency } from "./lib/i18n";
import {
  MAX_NEW_ORDERS_PER_PHONE_DEFAULT,
  ORDER_LIMITS_DEFAULT,
  ORDER_LINE_QUANTITY_MAX,
  STALE_ORDER_DAYS_DEFAULT,
  type OrderLimits,
} from "./lib/limits";
import { rateLimitsSetting, type RateLimits } from "./lib/rate-limits";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "./lib/sizes";
import { productTypeValues } from "./lib/catalog";
import { defaultInvoiceSettings, type InvoiceSettings } from "./lib/invoices";
import { DEFAULT_EXCHANGE_DELIVERY, exchangeDeliveryModes, isExchangeDeliveryMode, type ExchangeDeliveryMode } from "./lib/returns";
import { fromMinorUnits, toMinorUnits } from "./lib/money";

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface StoreConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Where `npm run backup` writes its files (BACKUP_DIR). */
  backupDir: string;
  /** The folder of PostgreSQL's client tools (pg_dump, pg_restore, psql) when they are not on PATH (PG_BIN_DIR). */
  pgBinDir?: string;
  storeName: string;
  /** The currency of every price (STORE_CURRENCY): USD, SPEC's default, or TND (three decimals). */
  currency: Currency;
  /** The store's public origin (https://shop.example), for canonical, Open Graph and sitemap URLs; else the request's. */
  publicUrl?: string;
  superAdminEmail?: string;
  superAdminPassword?: string;
  apiUrl?: string;
  tokenIdleHours: number;
  demoContent: boolean;
  logLevel: string;
  /** Stock of a size at or below this (and above 0) is low: "Only N left" in the store, flagged in the back office. */
  lowStockThreshold: number;
  /** New orders a telephone number may hold at once, so that no one hoards the stock with fake orders; 0: no limit. */
  maxNewOrdersPerPhone: number;
  /** How many units one order may hold, per product and size and in all (ORDER_LINE_MAX_UNITS, ORDER_MAX_UNITS). */
  orderLimits: OrderLimits;
  /** New orders older than this many days are cancelled by the store itself, their stock back (STALE_ORDER_DAYS); null: off. */
  staleOrderDays: number | null;
  /** An order from a number that refused a parcel before needs a note to leave New (HOLD_REFUSING_NUMBERS); off by default. */
  holdRefusingNumbers: boolean;
  /** The delivery fee of an exchange's parcel (EXCHANGE_DELIVERY): charged as for any order (the default), or free. */
  exchangeDelivery: ExchangeDeliveryMode;
  /** Requests per client of each anonymous write (RATE_LIMITS); null: off. */
  rateLimits: RateLimits | null;
  /** How many proxies in front of the store add to X-Forwarded-For (TRUST_PROXY); 0: the socket is the client. */
  trustedProxies: number;
  /** How long an anonymous storefront page is served from memory (and by a CDN); 0 turns the cache off. */
  htmlCacheSeconds: number;
  /** The mail server of staff e-mail (smtp://user:password@host:587, smtps://…); unset, the e-mails are logged, not sent. */
  smtpUrl?: string;
  /** Who gets staff e-mail; null: every ADMIN and SUPER_ADMIN account at the time of the order or message. */
  staffEmails: string[] | null;
  /** The sender of staff e-mail. */
  mailFrom: MailAddress;
  /** How many worker processes share the port (WEB_CONCURRENCY); 1 is a single process with no cluster at all. */
  workers: number;
  /** The legal mentions, stamp and VAT rates of invoices (STORE_LEGAL_NAME, STORE_TAX_ID, VAT_RATES…). */
  invoices: InvoiceSettings;
  /** Remote pictures a catalogue import may fetch (IMPORT_FETCH_IMAGES: off, public, or a list of hosts). */
  remoteImages: RemoteImagePolicy;
  production: boolean;
}

/** An e-mail address with the name shown beside it. */
export interface MailAddress {
  name: string;
  address: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const production = env.NODE_ENV === "production";
  const storeName = env.STORE_NAME || "Yasmine";
  const publicUrl = env.PUBLIC_URL ? publicOrigin(env.PUBLIC_URL) : undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    backupDir: path.resolve(env.BACKUP_DIR || "./backups"),
    pgBinDir: env.PG_BIN_DIR || undefined,
    storeName,
    currency: currencySetting(env.STORE_CURRENCY),
    lowStockThreshold: lowStockSetting(env.LOW_STOCK_THRESHOLD),
    maxNewOrdersPerPhone: wholeNumberSetting("MAX_NEW_ORDERS_PER_PHONE", env.MAX_NEW_ORDERS_PER_PHONE, MAX_NEW_ORDERS_PER_PHONE_DEFAULT),
    orderLimits: orderLimitsSetting(env.ORDER_LINE_MAX_UNITS, env.ORDER_MAX_UNITS),
    staleOrderDays: staleOrderDaysSetting(env.STALE_ORDER_DAYS),
    holdRefusingNumbers: onOffSetting("HOLD_REFUSING_NUMBERS", env.HOLD_REFUSING_NUMBERS, false),
    exchangeDelivery: exchangeDeliverySetting(env.EXCHANGE_DELIVERY),
    rateLimits: rateLimitsSetting(env.RATE_LIMITS),
    trustedProxies: wholeNumberSetting("TRUST_PROXY", env.TRUST_PROXY, 0),
    publicUrl,
    superAdminEmail: env.SUPER_ADMIN_EMAIL || undefined,
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || undefined,
    apiUrl: env.API_URL || undefined,
    tokenIdleHours: Number(env.TOKEN_IDLE_HOURS ?? 12),
    demoContent: env.DEMO_CONTENT !== "false",
    logLevel: env.LOG_LEVEL ?? (production ? "info" : "debug"),
    // Development re-renders every change; HTML_CACHE=off measures uncached renders.
    htmlCacheSeconds: env.HTML_CACHE === "off" || !production ? 0 : Math.max(0, Number(env.HTML_CACHE_SECONDS ?? 10) || 0),
    smtpUrl: env.SMTP_URL ? smtpUrlSetting(env.SMTP_URL) : undefined,
    staffEmails: staffEmailsSetting(env.STAFF_EMAILS),
    mailFrom: mailFromSetting(env.MAIL_FROM, storeName, publicUrl),
    workers: webConcurrencySetting(env.WEB_CONCURRENCY, Boolean(env.DATABASE_URL)),
    invoices: invoiceSettings(env, currencySetting(env.STORE_CURRENCY), storeName),
    remoteImages: remoteImagePolicy(env.IMPORT_FETCH_IMAGES),
    production,
  };
}

/**
 * WEB_CONCURRENCY: the number of worker processes. By default one per core on PostgreSQL, and one on the
 * embedded database, which a single process opens (its data directory is locked). More than one without
 * DATABASE_URL stops the start rather than quietly running one: the operator asked for something the store cannot do.
 */
export function webConcurrencySetting(value: string | undefined, hasDatabaseUrl: boolean, cores = os.availableParallelism()): number {
  if (value === undefined || value.trim() === "") return hasDatabaseUrl ? cores : 1;
  if (!/^\d{1,3}$/.test(value.trim()) || Number(value) < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of worker processes, 1 or more (got "${value}")`);
  }
  const workers = Number(value);
  if (workers > 1 && !hasDatabaseUrl) {
    throw new Error(
      `WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database is opened by one process only. ` +
        "Set DATABASE_URL=postgres://… to run several workers, or WEB_CONCURRENCY=1.",
    );
  }
  return workers;
}

const emailAddress = z.string().email();

function urlOrNull(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** SMTP_URL: smtp:// or smtps:// with a host; anything else stops the start, the password masked in the message. */
export function smtpUrlSetting(value: string): string {
  const url = urlOrNull(value);
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new Error(`SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465 (got "${maskedSmtpUrl(value)}")`);
  }
  return value;
}

/** An SMTP URL fit for a log or an error: its password replaced by ***. */
export function maskedSmtpUrl(value: string): string {
  return value.replace(/^([a-z]+:\/\/[^:@/]*:)[^/]*@/i, "$1***@");
}

/**
 * STAFF_EMAILS: addresses separated by commas, each kept once whatever its case; null when unset (the e-mails then go
 * to the admins). An address that is not one stops the start with a clear message.
 */
export function staffEmailsSetting(value: string | undefined): string[] | null {
  const listed = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) return null;
  const bad = listed.filter((entry) => !emailAddress.safeParse(entry).success);
  if (bad.length > 0) throw new Error(`STAFF_EMAILS must be e-mail addresses separated by commas (not an address: "${bad.join('", "')}")`);
  const seen = new Set<string>();
  return listed.filter((entry) => !seen.has(entry.toLowerCase()) && seen.add(entry.toLowerCase()));
}

/**
 * MAIL_FROM: `Name <address>` or an address; by default the store's name at no-reply@ the host of PUBLIC_URL (or
 * localhost). Anything else stops the start with a clear message.
 */
export function mailFromSetting(value: string | undefined, storeName: string, publicUrl: string | undefined): MailAddress {
  if (value === undefined || value.trim() === "") {
    return { name: storeName, address: `no-reply@${publicUrl ? new URL(publicUrl).hostname : "localhost"}` };
  }
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3];
  if (!address || !emailAddress.safeParse(address).success) {
    throw new Error(`MAIL_FROM must be an e-mail address, or a name and an address such as "Yasmine <orders@yasmine.tn>" (got "${value}")`);
  }
  return { name: match?.[1]?.trim() ?? "", address };
}

/** PUBLIC_URL as an origin without a trailing slash; anything else stops the start with a clear message. */
export function publicOrigin(value: string): string {
  const url = urlOrNull(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be the store's origin, such as https://shop.example.tn (got "${value}")`);
  }
  return url.origin;
}

/** A VAT rate in percent: 0 to 100, at most two decimals (7, 19, 7.5). */
function vatRateSetting(name: string, value: string): number {
  const trimmed = value.trim();
  const rate = /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(rate >= 0 && rate <= 100)) throw new Error(`${name} must be a rate in percent from 0 to 100, such as 19 (got "${value}")`);
  return rate;
}

/**
 * The invoices' settings: the legal mentions (empty ones refuse an invoice when it is issued, not the start),
 * FISCAL_STAMP in the store's currency (1.000 in dinars by default, none in dollars), VAT_RATE (19 by default)
 * and VAT_RATES per product type ("jewellery=19,shoes=7"), SHIPPING_VAT_RATE (VAT_RATE by default). A malformed
 * value stops the start with a clear message.
 */
export function invoiceSettings(env: NodeJS.ProcessEnv, currency: Currency, storeName: string): InvoiceSettings {
  const defaults = defaultInvoiceSettings(currency, storeName);
  const defaultRate = env.VAT_RATE?.trim() ? vatRateSetting("VAT_RATE", env.VAT_RATE) : defaults.defaultRate;
  const vatRates: Partial<Record<string, number>> = {};
  for (const pair of (env.VAT_RATES ?? "").split(",").filter((part) => part.trim())) {
    const [type, rate = ""] = pair.split("=").map((part) => part.trim());
    if (!(productTypeValues as readonly string[]).includes(type))
      throw new Error(
        `VAT_RATES names product types (${productTypeValues.join(", ")}) with their rates, such as jewellery=19 (got "${pair}")`,
      );
    vatRates[type] = vatRateSetting(`VAT_RATES (${type})`, rate);
  }
  let stamp = defaults.stamp;
  if (env.FISCAL_STAMP?.trim()) {
    try {
      stamp = fromMinorUnits(toMinorUnits(env.FISCAL_STAMP.trim(), currency), currency);
      if (stamp.startsWith("-")) throw new RangeError("negative");
    } catch {
      throw new Error(`FISCAL_STAMP must be an amount in ${currency} with at most its decimals, such as 1.000 (got "${env.FISCAL_STAMP}")`);
    }
  }
  const contact = storeContact(env);
  return {
    seller: {
      legalName: env.STORE_LEGAL_NAME?.trim() ?? "",
      storeName,
      address: contact.address,
      telephone: contact.telephone,
      taxId: env.STORE_TAX_ID?.trim() ?? "",
      tradeRegister: env.STORE_TRADE_REGISTER?.trim() ?? "",
    },
    stamp,
    vatRates,
    defaultRate,
    shippingRate: env.SHIPPING_VAT_RATE?.trim() ? vatRateSetting("SHIPPING_VAT_RATE", env.SHIPPING_VAT_RATE) : defaultRate,
  };
}

/** STORE_CURRENCY: USD when unset, else exactly USD or TND; anything else stops the start with a clear message. */
export function currencySetting(value: string | undefined): Currency {
  if (value === undefined || value === "") return DEFAULT_CURRENCY;
  if (isCurrency(value)) return value;
  throw new Error(`STORE_CURRENCY must be one of ${CURRENCIES.join(", ")} (got "${value}")`);
}

/**
 * The cookie-signing secret: SESSION_SECRET when given, otherwise one generated
 * once and kept in DATA_DIR so sessions survive restarts.
 */
export function ensureSessionSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  env.SESSION_SECRET = secret;
  return secret;
}

export function storeName(): string {
  return process.env.STORE_NAME || "Yasmine";
}

/** Who sends the parcels, as delivery slips print it: STORE_NAME, STORE_ADDRESS and STORE_TELEPHONE (empty: not printed). */
export interface StoreContact {
  name: string;
  address: string;
  telephone: string;
}

export function storeContact(env: NodeJS.ProcessEnv = process.env): StoreContact {
  return {
    name: env.STORE_NAME || "Yasmine",
    address: env.STORE_ADDRESS?.trim() ?? "",
    telephone: env.STORE_TELEPHONE?.trim() ?? "",
  };
}

/** LOW_STOCK_THRESHOLD: a whole number from 0 (never low) to 999; anything else stops the start with a clear message. */
/** A whole number from 0 to 999 given in the environment, else its default; anything else stops the start. */
export function wholeNumberSetting(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (/^\d{1,3}$/.test(value.trim())) return Number(value.trim());
  throw new Error(`${name} must be a whole number from 0 to 999 (got "${value}")`);
}

/**
 * ORDER_LINE_MAX_UNITS and ORDER_MAX_UNITS: whole numbers from 1; a line never above what the API ever takes
 * (ORDER_LINE_QUANTITY_MAX). Anything else stops the start with a clear message.
 */
export function orderLimitsSetting(lineValue: string | undefined, orderValue: string | undefined): OrderLimits {
  const read = (name: string, value: string | undefined, fallback: number, max: number) => {
    if (value === undefined || value.trim() === "") return fallback;
    const n = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 1 && n <= max)) throw new Error(`${name} must be a whole number from 1 to ${max} (got "${value}")`);
    return n;
  };
  return {
    lineUnits: read("ORDER_LINE_MAX_UNITS", lineValue, ORDER_LIMITS_DEFAULT.lineUnits, ORDER_LINE_QUANTITY_MAX),
    orderUnits: read("ORDER_MAX_UNITS", orderValue, ORDER_LIMITS_DEFAULT.orderUnits, 99_999),
  };
}

/** STALE_ORDER_DAYS: 3 when unset, 0 or off turns the cancelling off; else a whole number of days up to 999. */
export function staleOrderDaysSetting(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return STALE_ORDER_DAYS_DEFAULT;
  if (value.trim().toLowerCase() === "off") return null;
  return wholeNumberSetting("STALE_ORDER_DAYS", value, STALE_ORDER_DAYS_DEFAULT) || null;
}

/** A switch: `on` or `off` in any case, the default when unset; anything else stops the start with a message. */
export function exchangeDeliverySetting(value: string | undefined): ExchangeDeliveryMode {
  const word = value?.trim().toLowerCase() ?? "";
  if (word === "") return DEFAULT_EXCHANGE_DELIVERY;
  if (isExchangeDeliveryMode(word)) return word;
  throw new Error(`EXCHANGE_DELIVERY must be ${exchangeDeliveryModes.join(" or ")} (got "${value}")`);
}

export function onOffSetting(name: string, value: string | undefined, fallback: boolean): boolean {
  const word = value?.trim().toLowerCase() ?? "";
  if (word === "") return fallback;
  if (word === "on" || word === "off") return word === "on";
  throw new Error(`${name} must be on or off (got "${value}")`);
}

/** The order limits of the load context (the server's setting), else the environment's. */
export function orderLimitsOf(context: unknown): OrderLimits {
  const limits = (context as { orderLimits?: OrderLimits } | undefined)?.orderLimits;
  return limits ?? orderLimitsSetting(process.env.ORDER_LINE_MAX_UNITS, process.env.ORDER_MAX_UNITS);
}

export function lowStockSetting(value: string | undefined): number {
  if (value === undefined || value === "") return LOW_STOCK_THRESHOLD_DEFAULT;
  if (/^\d{1,3}$/.test(value.trim())) return Number(value.trim());
  throw new Error(`LOW_STOCK_THRESHOLD must be a whole number from 0 to 999 (got "${value}")`);
}

/** The low-stock threshold of the load context (the server's setting), else the environment's. */
export function lowStockThresholdOf(context: unknown): number {
  const threshold = (context as { lowStockThreshold?: unknown } | undefined)?.lowStockThreshold;
  return typeof threshold === "number" ? threshold : lowStockSetting(process.env.LOW_STOCK_THRESHOLD);
}

/** The currency of every price (STORE_CURRENCY, USD by default). */
export function storeCurrency(): Currency {
  return currencySetting(process.env.STORE_CURRENCY);
}

/** The secret that signs the session and banner cookies; production never falls back to a fixed one. */
export function cookieSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (process.env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production");
  return "development-only-secret";
}

/**
 * The options every signed cookie of the store shares: out of reach of page scripts, not sent on cross-site
 * posts, and Secure; the server takes Secure off the answers to plain-HTTP requests (app/hosts.server.ts), so
 * that a shop's own network and development work, and HTTPS always gets it.
 */
export function signedCookieOptions(name: string) {
  return {
    name,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: true,
    secrets: [cookieSecret()],
  };
}
