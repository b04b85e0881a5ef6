import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/**
 * Several workers sharing the port (WEB_CONCURRENCY > 1). The primary serves nothing: it forks the
 * workers, restarts one that dies, relays the HTML cache's clears between them and stops them on a signal.
 */

const CLEAR = "yasmine:html-cache:clear";
const CLEARED = "yasmine:html-cache:cleared";
type CacheMessage = { type: typeof CLEAR | typeof CLEARED; id: number };

function isCacheMessage(message: unknown): message is CacheMessage {
  const type = (message as CacheMessage | null)?.type;
  return type === CLEAR || type === CLEARED;
}

/** A sibling that does not answer (stuck, or dying) must not hold a write's answer longer than this. */
const RELAY_TIMEOUT_MS = 1000;
/** Restarts wait 0.5 s, then twice as long after each death soon after a start, up to 30 s. */
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;
/** A worker that lived this long was not crash-looping: its next restart is quick again. */
const HEALTHY_LIFE_MS = 60_000;
/** Longer than a worker's own 15 s for its requests in flight. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * V8 collects garbage with helper threads beside the main one, one per core. With one process they use the
 * core it leaves idle (a third of a core more per page, measured); with a worker per core they take it from
 * the other workers. So workers collect on their own thread: on 2 cores, 2 workers served 1.46–2.22 times
 * one, against 1.15–1.55 with the helpers (docs/performance.md, "One worker against two").
 */
export function workerExecArgv(primaryExecArgv: readonly string[]): string[] {
  return primaryExecArgv.includes("--single-threaded-gc") ? [...primaryExecArgv] : [...primaryExecArgv, "--single-threaded-gc"];
}

export interface PrimaryOptions {
  workers: number;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

/** Runs the primary: returns once the workers are forked; the process exits after a signal stops them all. */
export function superviseWorkers({ workers, logger }: PrimaryOptions): void {
  let stopping = false;
  // Our own count: cluster.workers may still list a worker when its exit event fires.
  const live = new Set<Worker>();
  const restartTimers = new Set<NodeJS.Timeout>();
  /** Relayed clears waiting for the siblings' answers, by the id the primary gave them. */
  const relays = new Map<number, { waitingFor: Set<number>; done: () => void }>();
  let nextRelay = 0;

  function fork(deaths: number) {
    const worker = cluster.fork();
    live.add(worker);
    const started = Date.now();
    worker.on("message", (message: unknown) => {
      if (isCacheMessage(message)) onCacheMessage(worker, message);
    });
    worker.on("exit", (code, signal) => {
      live.delete(worker);
      for (const [id, relay] of relays) {
        relay.waitingFor.delete(worker.id);
        if (relay.waitingFor.size === 0) finishRelay(id);
      }
      if (stopping) {
        if (live.size === 0) {
          logger.info("stopped");
          process.exit(0);
        }
        return;
      }
      const crashLooping = Date.now() - started < HEALTHY_LIFE_MS;
      const nextDeaths = crashLooping ? deaths + 1 : 1;
      const delay = Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** (nextDeaths - 1));
      logger.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, "a worker died; starting another");
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) fork(nextDeaths);
      }, delay);
      restartTimers.add(timer);
    });
  }

  function onCacheMessage(from: Worker, message: CacheMessage) {
    if (message.type === CLEARED) {
      const relay = relays.get(message.id);
      relay?.waitingFor.delete(from.id);
      if (relay?.waitingFor.size === 0) finishRelay(message.id);
      return;
    }
    const answer = () => {
      if (from.isConnected()) from.send({ type: CLEARED, id: message.id } satisfies CacheMessage);
    };
    const siblings = [...live].filter((w) => w !== from && w.isConnected());
    if (siblings.length === 0) return answer();
    const id = nextRelay++;
    const timer = setTimeout(() => finishRelay(id), RELAY_TIMEOUT_MS);
    relays.set(id, {
      waitingFor: new Set(siblings.map((w) => w.id)),
      done: () => {
        clearTimeout(timer);
        answer();
      },
    });
    for (const sibling of siblings) sibling.send({ type: CLEAR, id } satisfies CacheMessage);
  }

  function finishRelay(id: number) {
    const relay = relays.get(id);
    relays.delete(id);
    relay?.done();
  }

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: live.size }, "stopping: each worker finishes its requests in flight");
    for (const timer of restartTimers) clearTimeout(timer);
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill(signal);
    const force = setTimeout(() => {
      logger.warn("workers still running after 20 s; stopping them");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv) });
  for (let i = 0; i < workers; i++) fork(0);
}

/** True in the one process that runs the jobs meant once per start: the single process, or the first worker. */
export function runsOncePerStart(): boolean {
  return !cluster.isWorker || cluster.worker?.id === 1;
}

/**
 * In a worker, tells the other workers to clear their HTML cache, through the primary, and resolves once they
 * have (or after a short timeout): a write's answer then reaches the client after every worker forgot the pages.
 * Also clears this worker's cache when a sibling asks. Elsewhere it does nothing.
 */
export function relayCacheClears(clear: () => void): () => Promise<void> {
  if (!cluster.isWorker) return async () => {};
  const waiting = new Map<number, () => void>();
  let next = 0;
  process.on("message", (message: unknown) => {
    if (!isCacheMessage(message)) return;
    if (message.type === CLEAR) {
      clear();
      if (process.connected) process.send!({ type: CLEARED, id: message.id } satisfies CacheMessage);
    } else {
      waiting.get(message.id)?.();
    }
  });
  return () =>
    new Promise<void>((resolve) => {
      if (!process.connected) return resolve();
      const id = next++;
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, RELAY_TIMEOUT_MS);
      waiting.set(id, done);
      process.send!({ type: CLEAR, id } satisfies CacheMessage, undefined, {}, (error) => {
        if (error) done();
      });
    });
}
