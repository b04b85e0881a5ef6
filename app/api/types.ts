import type { Logger } from "pino";
import type { Db } from "~/db/connection";
import type { Currency } from "~/lib/i18n";
import type { InvoiceSettings } from "~/lib/invoices";
import type { RemoteImagePolicy } from "~/lib/remote-image.server";
import type { OrderLimits } from "~/lib/limits";
import type { RateLimits } from "~/lib/rate-limits";
import type { ExchangeDeliveryMode } from "~/lib/returns";
import type { Role } from "~/lib/roles";
import type { StaffMailSettings } from "~/models/mail.server";

/** The settings of the API, and who is e-mailed about new orders and messages (STAFF_EMAILS, PUBLIC_URL). */
export interface ApiConfig extends StaffMailSettings {
  /** Hours a token stays valid without use. */
  tokenIdleHours: number;
  /** The currency of every price (STORE_CURRENCY): how many decimals a price may have and is answered with. */
  currency: Currency;
  /** New orders a telephone number may hold at once (MAX_NEW_ORDERS_PER_PHONE); 0: no limit. */
  maxNewOrdersPerPhone: number;
  /** How many units one order may hold, per product and size and in all (ORDER_LINE_MAX_UNITS, ORDER_MAX_UNITS). */
  orderLimits: OrderLimits;
  /** New orders older than this many days are stale (STALE_ORDER_DAYS): counted, and cancelled in one action; null: off. */
  staleOrderDays: number | null;
  /**
   * Whether an order from a telephone number that refused a parcel at the door before needs a note to leave New
   * (HOLD_REFUSING_NUMBERS, docs/decisions/056); off by default.
   */
  holdRefusingNumbers: boolean;
  /** The delivery fee of an exchange's parcel (EXCHANGE_DELIVERY, docs/decisions/058): charged, or free. */
  exchangeDelivery: ExchangeDeliveryMode;
  /** Stock of a size at or below this is low (LOW_STOCK_THRESHOLD): the sales report lists those sizes. */
  lowStockThreshold: number;
  /** Requests per client of each anonymous write (RATE_LIMITS); null: off. */
  rateLimits: RateLimits | null;
  /** The most rows the per-client counts may take (RATE_LIMIT_TABLE_MAX_ROWS; smaller in tests). */
  rateLimitTableRows: number;
  /** The legal mentions, fiscal stamp and VAT rates that invoices copy (STORE_LEGAL_NAME, VAT_RATES…). */
  invoices: InvoiceSettings;
  /** Which remote pictures a catalogue import may fetch (IMPORT_FETCH_IMAGES); off by default. */
  remoteImages: RemoteImagePolicy;
}

export interface ApiDeps {
  db: Db;
  ping: () => Promise<void>;
  logger?: Logger;
  config?: Partial<ApiConfig>;
  /** Called after a commit that wrote staff e-mail to the outbox, so that the sender goes at once, not at its next tick. */
  onStaffMailQueued?: () => void;
  /**
   * Called after a successful write that changes what the cached storefront pages show (app/api/page-changes.ts),
   * before its answer leaves: the server forgets its cached pages there.
   */
  onPagesChanged?: () => Promise<void>;
}

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  tokenId: number;
}

export type ApiEnv = {
  /**
   * Given by the server with each call, never read from a request header here: the client's address (the socket's,
   * or the one a trusted proxy saw), so that the pages' in-process calls and direct calls count the same client.
   */
  Bindings: { clientAddress?: string };
  Variables: {
    db: Db;
    user: CurrentUser | null;
    config: ApiConfig;
    staffMailQueued: () => void;
    pagesChanged: () => Promise<void>;
    /**
     * What a bulk write (an import, a stock count) did, set by its handler for its audit entry's "after" when no
     * single record's before and after tell it: counts, and each changed code.
     */
    auditSummary?: Record<string, unknown>;
    /**
     * Set by a handler whose successful answer wrote nothing (a stock change's dry run, docs/decisions/052): its
     * transaction is rolled back, it leaves no audit entry, and the cached pages stay.
     */
    wroteNothing?: boolean;
    /** Set by a handler whose write shows on no storefront page this time (an import's preview keeps its upload only). */
    pagesUnchanged?: boolean;
  };
};
