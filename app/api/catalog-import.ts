/**
 * `POST /api/products/import` (docs/decisions/053): a catalogue file (the store's export, Shopify's or
 * WooCommerce's products CSV) and optionally a ZIP of its pictures. A dry run answers the preview and writes
 * nothing; a confirmed run writes every product or none: the route is a staff write, so the whole handler runs in
 * the audit's transaction, and its one audit entry carries the import's counts.
 */
import { IMPORT_FILE_MAX_BYTES } from "~/lib/import-limits";
import type { Context } from "hono";
import { z } from "zod";
import { sayApi } from "~/lib/api-messages.server";
import { pictureFileName, readCatalogFile } from "~/lib/catalog-import.server";
import { CsvReadError, readCsvTable } from "~/lib/csv-read.server";

import { readZipPictures, ZipReadError } from "~/lib/zip-read.server";
import { applyImport, gatherPictures, planImport, type CategoryMapping } from "~/models/catalog-import.server";
import { fetchRemoteImage, mayFetch, type RemoteImagePolicy } from "~/lib/remote-image.server";
import { catalogImportAnswer, importJobAnswer } from "./answer-schemas";
import { ApiError } from "./errors";
import { storeImportedPicture } from "./media";
import type { ApiRouter } from "./router";
import type { ApiEnv } from "./types";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { importJobs } from "~/db/schema";
import { invalidRequest } from "~/models/errors";
import { createImportJob, findImportJob, startImportJob, type ImportActor, type ImportRunner } from "~/models/import-jobs.server";
import { clientOf } from "./rate-limit";
import { notFound, parseId, readJson, readMultipartForm } from "./request";
import type { Currency } from "~/lib/i18n";

const mappingSchema = z.record(z.string().max(200), z.string().regex(/^[a-z_]+\/[a-z_]+$/)).default({});

async function fileBytes(form: FormData, field: string): Promise<Uint8Array | null> {
  const value = form.get(field);
  if (!value || typeof value === "string") return null;
  return new Uint8Array(await value.arrayBuffer());
}

function readMapping(text: FormDataEntryValue | null): CategoryMapping {
  if (typeof text !== "string" || text.trim() === "") return {};
  try {
    const parsed = mappingSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Answered below, as a mapping that is not JSON.
  }
  throw new ApiError(400, "mapping must be a JSON object of the file's categories to the store's type/category");
}

/** Who is importing, as the job and its audit entry keep them. */
function actorOf(c: Context<ApiEnv>): ImportActor {
  const user = c.get("user")!;
  return { userId: user.id, actor: user.username, role: user.role, client: clientOf(c) };
}

const mappingBody = z.object({ mapping: mappingSchema.describe("Each of the file's unknown categories → the store's \"type/category\"") });

/** A kept upload's drafts, planned again (with a new mapping) against the store as it is now. */
async function planKept(db: Db, id: number, mapping: CategoryMapping, currency: Currency, remote: RemoteImagePolicy) {
  const [job] = await db
    .select({ file: importJobs.file, pictures: importJobs.pictures, status: importJobs.status })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  if (!job) throw notFound();
  if (job.status !== "previewed") throw new ApiError(409, sayApi.importNotPreviewed(job.status));
  const parsed = readCatalogFile(readCsvTable(job.file))!;
  const pictures = job.pictures ? readZipPictures(job.pictures) : new Map<string, Uint8Array>();
  return planImport(db, parsed, { currency, mapping, zipPictures: new Set(pictures.keys()), mayFetch: (url) => mayFetch(url, remote) });
}

/** `rootDb`: the store's database outside any request's transaction, for the runs that outlive their request. */
export function catalogImportRoutes(router: ApiRouter, currency: Currency, rootDb: Db, logger?: ImportRunner["logger"]) {
  router
    .add(
      "POST",
      "/products/import",
      {
        tag: "products",
        summary:
          "Import a catalogue CSV (the store's export, Shopify's or WooCommerce's products CSV) with an optional ZIP of its pictures: " +
          "dryRun=true (the default) answers the preview and keeps the upload as a job to confirm; dryRun=false writes every product or none at once",
        fileField: "file",
        formFields: {
          pictures: { binary: true, description: "A ZIP of the pictures the file names" },
          dryRun: { description: '"false" to write at once; anything else previews' },
          mapping: { description: "JSON: each of the file's unknown categories → the store's \"type/category\"" },
        },
        response: catalogImportAnswer,
      },
      async (c) => {
        const form = await readMultipartForm(c);
        const csv = await fileBytes(form, "file");
        if (!csv) throw new ApiError(400, sayApi.csvEmpty());
        if (csv.byteLength > IMPORT_FILE_MAX_BYTES) throw new ApiError(413, sayApi.importFileTooLarge(IMPORT_FILE_MAX_BYTES));
        const zip = await fileBytes(form, "pictures");
        const dryRun = form.get("dryRun") !== "false";
        const mapping = readMapping(form.get("mapping"));
        let parsed;
        let pictures = new Map<string, Uint8Array>();
        try {
          parsed = readCatalogFile(readCsvTable(csv));
          if (zip) pictures = readZipPictures(zip);
        } catch (error) {
          if (error instanceof CsvReadError || error instanceof ZipReadError) throw new ApiError(400, error.message);
          throw error;
        }
        if (!parsed) throw new ApiError(400, sayApi.importFormatUnknown());
        const db = c.get("db");
        const remote = c.get("config").remoteImages;
        const plan = await planImport(db, parsed, {
          currency,
          mapping,
          zipPictures: new Set(pictures.keys()),
          mayFetch: (url) => mayFetch(url, remote),
        });
        if (dryRun) {
          const job = await createImportJob(db, actorOf(c), { file: csv, pictures: zip }, plan.preview);
          c.set("pagesUnchanged", true);
          c.set("auditSummary", { previewed: parsed.format, job, ...plan.preview.products, errors: plan.preview.errors.length });
          return c.json({ ...plan.preview, job, applied: false });
        }
        const gathered = await gatherPictures(plan, pictures, (address) => fetchRemoteImage(address, remote));
        const counts = await applyImport(db, plan, (key) => storePictureOrRefuse(db, gathered.get(key)!, pictureFileName(key)));
        c.set("auditSummary", {
          import: parsed.format,
          ...counts,
          variants: plan.preview.variants,
          pictures: plan.preview.pictures.fromZip,
        });
        return c.json({ ...plan.preview, job: null, applied: true });
      },
    )
    .add(
      "GET",
      "/products/import/:id",
      { tag: "products", summary: "An import job: its preview, its status and, while it runs, its progress", response: importJobAnswer },
      async (c) => {
        const job = await findImportJob(c.get("db"), parseId(c));
        if (!job) throw notFound();
        return c.json(job);
      },
    )
    .add(
      "POST",
      "/products/import/:id/preview",
      {
        tag: "products",
        summary: "Preview a kept upload again, with staff's mapping of its unknown categories; writes no product",
        body: mappingBody,
        response: importJobAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const { mapping } = await readJson(c, mappingBody);
        const db = c.get("db");
        const plan = await planKept(db, id, mapping, currency, c.get("config").remoteImages);
        await db.update(importJobs).set({ preview: plan.preview, mapping }).where(eq(importJobs.id, id));
        c.set("auditSummary", { previewed: plan.preview.format, job: id, ...plan.preview.products, errors: plan.preview.errors.length });
        return c.json(await findImportJob(db, id));
      },
    )
    .add(
      "POST",
      "/products/import/:id/confirm",
      {
        tag: "products",
        summary:
          "Run a previewed import with the mapping given: answers 202 at once; the job then writes every product or none, " +
          "with one audit entry of its counts (follow it with GET /products/import/{id})",
        body: mappingBody,
        status: 202,
        response: importJobAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const { mapping } = await readJson(c, mappingBody);
        const db = c.get("db");
        const job = await findImportJob(db, id);
        if (!job) throw notFound();
        if (job.status !== "previewed") throw new ApiError(409, sayApi.importNotPreviewed(job.status));
        const actor = actorOf(c);
        const pagesChanged = c.get("pagesChanged");
        const remote = c.get("config").remoteImages;
        // The run writes its own audit entry when it ends; this request writes nothing, so its transaction is let go
        // before the run starts (the embedded database has one connection).
        c.set("wroteNothing", true);
        setImmediate(() => {
          void startImportJob(rootDb, id, mapping, actor, {
            currency,
            remoteImages: remote,
            storePicture: storePictureOrRefuse,
            onWritten: pagesChanged,
            logger,
          });
        });
        return c.json({ ...job, status: "importing", mapping }, 202);
      },
    );
}

/** A ZIP picture stored as an upload is, or the import refused with the upload's reason. */
async function storePictureOrRefuse(db: Db, bytes: Uint8Array, file: string): Promise<string> {
  try {
    return await storeImportedPicture(db, bytes, file);
  } catch (error) {
    if (error instanceof ApiError) throw invalidRequest(error.messages);
    throw error;
  }
}
