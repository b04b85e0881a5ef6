/** The part of autocannon's programmatic API that the bench scripts use (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    /** Bytes of answers per second. */
    throughput: { total: number; average: number };
    latency: { p50: number; p99: number };
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Emits "response" (client, statusCode, bytes, milliseconds) for every answer; awaitable for the result. */
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Options, Result, Instance };
}
