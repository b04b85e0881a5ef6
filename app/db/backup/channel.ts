/**
 * The running store's side of `npm run backup` on the embedded database: the store owns it (PGlite lives inside
 * its process, and DATA_DIR is locked), so it listens on a Unix socket in DATA_DIR that only its own system user
 * may open and, when asked, copies its database files at a moment between two transactions. Both ends of that
 * socket are here, apart from the dump (./pglite.ts), so that the server never loads pg_dump.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "pino";
import { BackupError } from "./errors";

const SOCKET_NAME = "backup.sock";
export const pgdataOf = (dir: string) => path.join(dir, "pgdata");
/** A Unix socket's path holds at most 107 bytes on Linux (103 on macOS). */
const SOCKET_PATH_MAX = 100;

export function socketPath(dataDir: string): string {
  const absolute = path.join(dataDir, SOCKET_NAME);
  if (absolute.length <= SOCKET_PATH_MAX) return absolute;
  // A deep DATA_DIR: the same socket, named from the working directory (the store and the scripts start in the project).
  const relative = path.relative(process.cwd(), absolute);
  return relative.length < absolute.length ? relative : absolute;
}

/**
 * Copies a directory's files, all at once (about twice as fast as one by one, for the store's pause), as
 * copy-on-write clones where the file system makes them.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await fs.promises.readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyTree(path.join(from, entry.name), path.join(to, entry.name))
        : fs.promises.copyFile(path.join(from, entry.name), path.join(to, entry.name), fs.constants.COPYFILE_FICLONE),
    ),
  );
}

/**
 * Copies the live database's files into `target`/pgdata at a moment when no transaction is half-way. Every query
 * and transaction of the store queues on PGlite's transaction lock, and `transaction()` is the public way to hold
 * it: inside, CHECKPOINT writes every changed page to the files, the (empty) transaction ends, and the files are
 * copied before the lock is let go. PGlite runs nothing in the background, so nothing writes during the copy.
 */
export async function copyLiveDatabase(client: PGlite, dataDir: string, target: string): Promise<void> {
  await client.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    await tx.rollback();
    await copyTree(pgdataOf(dataDir), pgdataOf(target));
  });
}

/**
 * The running store's side: `npm run backup` asks here for a copy of the database files. The socket is created
 * with 0600 permissions (only the store's own user, who can read DATA_DIR anyway), never on a network.
 * Answers a function that closes it.
 */
export async function serveBackups(
  dataDir: string,
  client: PGlite,
  logger: Pick<Logger, "info" | "warn" | "error">,
): Promise<() => Promise<void>> {
  const address = socketPath(dataDir);
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const target = body.trim();
      if (request.method !== "POST" || request.url !== "/copy" || !path.isAbsolute(target)) {
        response.writeHead(400).end();
        return;
      }
      const started = performance.now();
      copyLiveDatabase(client, dataDir, target).then(
        () => {
          const ms = Math.round(performance.now() - started);
          logger.info({ ms }, "backup: database files copied, the store paused meanwhile");
          response.writeHead(200, { "content-type": "text/plain" }).end(String(ms));
        },
        (error: Error) => {
          logger.error({ err: error }, "backup: the copy failed");
          response.writeHead(500, { "content-type": "text/plain" }).end(error.message);
        },
      );
    });
  });
  // This process holds DATA_DIR's lock, so a socket already there was left by a store that was killed.
  fs.rmSync(address, { force: true });
  try {
    // The socket file is created by the synchronous bind inside listen(): with this umask it is never open to others.
    const umask = process.umask(0o177);
    try {
      server.listen(address);
    } finally {
      process.umask(umask);
    }
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
    fs.chmodSync(address, 0o600);
  } catch (error) {
    logger.warn({ err: error, socket: address }, "backups: cannot listen; `npm run backup` works only while the store is stopped");
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
}

/** Asks the store running on `dataDir` to copy its database files into `target`; false when no store listens. */
export function copyFromRunningStore(dataDir: string, target: string): Promise<boolean> {
  const address = socketPath(dataDir);
  if (!fs.existsSync(address)) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: address, method: "POST", path: "/copy", agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => {
        if (response.statusCode === 200) resolve(true);
        else reject(new BackupError(`The running store could not copy its database: ${body || `status ${response.statusCode}`}`));
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file left by a store that was killed: nobody listens.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(false);
      else if (error.code === "EACCES")
        reject(new BackupError(`Not allowed to open ${address}: run the backup as the system user that runs the store.`));
      else reject(new BackupError(`The running store stopped answering during the backup (${error.code ?? error.message}); run it again.`));
    });
    request.end(target);
  });
}
