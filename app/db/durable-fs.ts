import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** What the preRun hook reads of Emscripten's module: its Node filesystem and its stream operations. */
interface EmscriptenNodeFs {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number }) => number };
    tryFSOperation<T>(operation: () => T): T;
  };
}

/**
 * PGlite's data directory on Node's filesystem, with `fsync` that reaches the disk.
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and even with fsync on nothing would reach the disk:
 * Emscripten's Node filesystem (NODEFS) has no `fsync` stream operation, so `fsync()` in the WebAssembly
 * returns at once, and `fdatasync()` is a no-op in Emscripten itself. Here every file and directory PostgreSQL
 * syncs is synced with `fs.fsyncSync` on the descriptor NODEFS opened for it; a failure reaches PostgreSQL as an
 * I/O error (EIO), which it treats as it would on a server (a PANIC rather than a commit acknowledged in error).
 *
 * With this filesystem the store starts PostgreSQL without `-F` and with `wal_sync_method=fsync` (fdatasync,
 * PostgreSQL's default on Linux, stays a no-op in Emscripten): a commit returns only once its WAL is on disk,
 * and checkpoints sync the data files before the WAL they replace is recycled, as on a PostgreSQL server.
 * `tests/unit/durable-fs.test.ts` counts the syncs, so an upgrade of PGlite that changes this is caught.
 */
export class DurableNodeFS extends NodeFS {
  /** How many times PostgreSQL's fsync reached the disk: for tests and the bench. */
  syncs = 0;

  async init(pg: PGlite, options: Parameters<NodeFS["init"]>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (module: EmscriptenNodeFs) => {
        const nodefs = module.NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          if (typeof stream.nfd === "number") {
            nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd!));
            this.syncs += 1;
          }
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PostgreSQL's settings for a durable PGlite: PGlite's own, without `-F`, and WAL synced with fsync(). */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync"];
}
