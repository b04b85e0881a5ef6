/**
 * Catalogue imports as jobs (docs/decisions/053): a preview keeps its upload; a confirm runs the import after the
 * request has answered, in one transaction with its one audit entry, while the instance running it tells its
 * progress (kept in memory) and that it is alive (a heartbeat). A job whose instance stopped is interrupted: its
 * transaction died with it, so nothing of it was written.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { auditLog, importJobs } from "~/db/schema";
import { pictureFileName, readCatalogFile } from "~/lib/catalog-import.server";
import { fetchRemoteImage, mayFetch, RemoteImageError, type RemoteImagePolicy } from "~/lib/remote-image.server";
import { CsvReadError, readCsvTable } from "~/lib/csv-read.server";
import { sayApi } from "~/lib/api-messages.server";
import type { Currency } from "~/lib/i18n";
import { IMPORT_HEARTBEAT_LOST_SECONDS, IMPORT_HEARTBEAT_SECONDS, IMPORT_JOB_KEPT_HOURS, type ImportJobStatus } from "~/lib/import-jobs";
import { readZipPictures, ZipReadError } from "~/lib/zip-read.server";
import {
  applyImport,
  gatherPictures,
  planImport,
  type CategoryMapping,
  type ImportCounts,
  type ImportPreview,
} from "./catalog-import.server";
import { DomainError } from "./errors";

export interface ImportActor {
  userId: number;
  actor: string;
  role: string;
  client: string | null;
}

export interface ImportJob {
  id: number;
  status: ImportJobStatus;
  preview: ImportPreview;
  mapping: CategoryMapping;
  /** The counts written (done), or why it stopped (failed). */
  result: { counts?: ImportCounts; messages?: string[] } | null;
  rowsTotal: number;
  /** Rows written so far by this instance's run; rowsTotal once done. */
  rowsDone: number;
  createAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** While importing: seconds left at the pace so far; null before the first rows are written. */
  secondsLeft: number | null;
}

/** The runs of this instance: rows written so far, by job. */
const running = new Map<number, number>();

/** Keeps a previewed upload; answers the job's id. Jobs older than IMPORT_JOB_KEPT_HOURS go, with their files. */
export async function createImportJob(
  db: Db,
  actor: ImportActor,
  upload: { file: Uint8Array; pictures: Uint8Array | null },
  preview: ImportPreview,
): Promise<number> {
  await db.delete(importJobs).where(lt(importJobs.createAt, sql`now() - make_interval(hours => ${IMPORT_JOB_KEPT_HOURS})`));
  const [row] = await db
    .insert(importJobs)
    .values({
      ...actor,
      status: "previewed",
      file: Buffer.from(upload.file),
      pictures: upload.pictures ? Buffer.from(upload.pictures) : null,
      preview,
      rowsTotal: preview.variants,
    })
    .returning({ id: importJobs.id });
  return row.id;
}

/** A job as staff see it, without its files; null when there is none. */
export async function findImportJob(db: Db, id: number): Promise<ImportJob | null> {
  const [row] = await db
    .select({
      id: importJobs.id,
      status: importJobs.status,
      preview: importJobs.preview,
      mapping: importJobs.mapping,
      result: importJobs.result,
      rowsTotal: importJobs.rowsTotal,
      createAt: importJobs.createAt,
      startedAt: importJobs.startedAt,
      heartbeatAt: importJobs.heartbeatAt,
      finishedAt: importJobs.finishedAt,
      silent: sql<boolean>`coalesce(${importJobs.heartbeatAt}, ${importJobs.startedAt}) < now() - make_interval(secs => ${IMPORT_HEARTBEAT_LOST_SECONDS})`,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  if (!row) return null;
  let status = row.status as ImportJobStatus;
  if (status === "importing" && !running.has(id) && row.silent) {
    // Its instance stopped: the run's transaction died with it.
    await db
      .update(importJobs)
      .set({ status: "interrupted", finishedAt: new Date() })
      .where(and(eq(importJobs.id, id), eq(importJobs.status, "importing")));
    status = "interrupted";
  }
  const rowsDone = status === "done" ? row.rowsTotal : (running.get(id) ?? 0);
  const elapsed = row.startedAt ? (Date.now() - row.startedAt.getTime()) / 1000 : 0;
  return {
    id: row.id,
    status,
    preview: row.preview as ImportPreview,
    mapping: row.mapping,
    result: row.result as ImportJob["result"],
    rowsTotal: row.rowsTotal,
    rowsDone,
    createAt: row.createAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: status === "interrupted" ? (row.finishedAt ?? new Date()).toISOString() : (row.finishedAt?.toISOString() ?? null),
    secondsLeft: status === "importing" && rowsDone > 0 ? Math.ceil((elapsed / rowsDone) * (row.rowsTotal - rowsDone)) : null,
  };
}

export interface ImportRunner {
  currency: Currency;
  /** Which remote pictures the import may fetch (IMPORT_FETCH_IMAGES). */
  remoteImages: RemoteImagePolicy;
  /** Stores one picture of the ZIP as an upload is stored; answers its name in the store. */
  storePicture: (db: Db, bytes: Uint8Array, file: string) => Promise<string>;
  /** Called once the import is written, so that cached pages show it. */
  onWritten: () => Promise<void>;
  logger?: { error: (details: object, message: string) => void };
}

/**
 * Starts a previewed job: only one confirm of a job ever runs it. Answers false when it is not (or no longer)
 * previewed. The run goes on after this answers.
 */
export async function startImportJob(
  db: Db,
  id: number,
  mapping: CategoryMapping,
  actor: ImportActor,
  runner: ImportRunner,
): Promise<boolean> {
  const started = await db
    .update(importJobs)
    .set({ status: "importing", mapping, startedAt: new Date(), heartbeatAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, "previewed")))
    .returning({ id: importJobs.id });
  if (started.length === 0) return false;
  running.set(id, 0);
  const heartbeat = setInterval(() => {
    db.update(importJobs)
      .set({ heartbeatAt: new Date() })
      .where(eq(importJobs.id, id))
      .catch(() => {});
  }, IMPORT_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  void runImportJob(db, id, mapping, actor, runner).finally(() => {
    clearInterval(heartbeat);
    running.delete(id);
  });
  return true;
}

async function runImportJob(db: Db, id: number, mapping: CategoryMapping, actor: ImportActor, runner: ImportRunner): Promise<void> {
  try {
    const [job] = await db.select({ file: importJobs.file, pictures: importJobs.pictures }).from(importJobs).where(eq(importJobs.id, id));
    const parsed = readCatalogFile(readCsvTable(job.file));
    const pictures = job.pictures ? readZipPictures(job.pictures) : new Map<string, Uint8Array>();
    if (!parsed) throw new DomainError("invalid", sayApi.importFormatUnknown());
    const options = {
      currency: runner.currency,
      mapping,
      zipPictures: new Set(pictures.keys()),
      mayFetch: (url: URL) => mayFetch(url, runner.remoteImages),
    };
    // Remote pictures are fetched before the transaction opens: no write waits on the network.
    const gathered = await gatherPictures(await planImport(db, parsed, options), pictures, (address) =>
      fetchRemoteImage(address, runner.remoteImages),
    );
    const counts = await db.transaction(async (tx) => {
      const scoped = tx as unknown as Db;
      const plan = await planImport(scoped, parsed, options);
      const written = await applyImport(
        scoped,
        plan,
        async (key) =>
          runner.storePicture(scoped, gathered.get(key) ?? (await fetchRemoteImage(key, runner.remoteImages)), pictureFileName(key)),
        (rows) => running.set(id, rows),
      );
      await scoped.insert(auditLog).values({
        userId: actor.userId,
        actor: actor.actor,
        role: actor.role,
        client: actor.client,
        action: "POST /products/import/:id/confirm",
        kind: "product",
        targetId: null,
        before: null,
        after: { import: parsed.format, job: id, ...written, variants: plan.preview.variants, pictures: plan.preview.pictures.fromZip },
      });
      await scoped
        .update(importJobs)
        .set({ status: "done", result: { counts: written }, finishedAt: new Date(), file: Buffer.alloc(0), pictures: null })
        .where(eq(importJobs.id, id));
      return written;
    });
    if (counts.new + counts.changed > 0) await runner.onWritten();
  } catch (error) {
    const expected =
      error instanceof DomainError || error instanceof CsvReadError || error instanceof ZipReadError || error instanceof RemoteImageError;
    const messages = error instanceof DomainError ? error.messages : expected ? [error.message] : [sayApi.importFailed()];
    if (!expected) runner.logger?.error({ err: error, job: id }, "catalogue import failed");
    await db
      .update(importJobs)
      .set({ status: "failed", result: { messages }, finishedAt: new Date() })
      .where(eq(importJobs.id, id))
      .catch(() => {});
  }
}
