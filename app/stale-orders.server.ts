/**
 * Stock held by New orders nobody confirms comes back by itself: each process looks for New orders older than
 * STALE_ORDER_DAYS at start and then every STALE_ORDER_SWEEP_MINUTES, and cancels them with the reason in their
 * history. Every process (each worker, each instance) sweeps: the cancel is the conditional stage change of
 * moveOrder, so two sweeps at once cancel and restock an order once, and a worker that dies leaves the others sweeping.
 */
import type { Logger } from "pino";
import type { Db } from "./db/connection";
import { sayApi } from "./lib/api-messages.server";
import { STALE_ORDER_SWEEP_MINUTES } from "./lib/limits";
import { cancelStaleOrders } from "./models/orders.server";
import type { ShopperMailSettings } from "./models/shopper-mail.server";

export interface StaleOrderSweep {
  /** One sweep now (the next timed one still comes); answers how many orders this process cancelled. */
  sweep(): Promise<number>;
  /** No more sweeps; resolves once one under way has finished. */
  stop(): Promise<void>;
}

/** Cancels the New orders older than `days` days, with the reason in their history (no staff member made it). */
export function cancelStaleOrdersNow(db: Db, days: number, shopperMail?: ShopperMailSettings): Promise<number> {
  return cancelStaleOrders(db, days, null, sayApi.staleOrderNote(days), { shopperMail });
}

export function startStaleOrderSweep(options: {
  db: Db;
  days: number;
  logger: Pick<Logger, "info" | "warn">;
  intervalMs?: number;
  /** After a sweep that put stock back: the storefront pages show stock, on this instance and every other. */
  onRestocked?: () => Promise<void>;
  /** The shoppers who gave their e-mail are told their order is cancelled. */
  shopperMail?: ShopperMailSettings;
}): StaleOrderSweep {
  const { db, days, logger, onRestocked, shopperMail } = options;
  let stopped = false;
  let running: Promise<number> | null = null;

  const sweep = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    // A sweep still running when the next is due (a large backlog) is not doubled within this process.
    running ??= cancelStaleOrdersNow(db, days, shopperMail)
      .then(async (cancelled) => {
        if (cancelled > 0) {
          logger.info({ cancelled, days }, "cancelled New orders never confirmed, their stock back");
          await onRestocked?.();
        }
        return cancelled;
      })
      .catch((error) => {
        logger.warn({ err: error }, "stale orders could not be cancelled this round; the next one tries again");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void sweep(), options.intervalMs ?? STALE_ORDER_SWEEP_MINUTES * 60_000);
  timer.unref();
  void sweep();
  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
